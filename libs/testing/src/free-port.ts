import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768–60999 by default), where the kernel picks the source port
// of every outgoing connection: a port found free there can be taken by any connection another
// test opens before the process meant for it binds it (a loaded run failed on that, EADDRINUSE).
const FIRST = 20_000;
const LAST = 32_000;

const listensOn = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // No host: the same dual-stack address the services listen on, so a port held on any
    // interface counts as taken.
    server.listen(port, () => server.close(() => resolve(true)));
  });

/** A TCP port free right now (for a process whose address must be known before it starts). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free TCP port between ${FIRST} and ${LAST}`);
}
