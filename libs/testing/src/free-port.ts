import { createServer } from 'node:net';
import { loadConfig, z } from '@rubrica/config';

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

/**
 * Each Jest worker, a process of its own, draws from a slice of the range of its own (by
 * `JEST_WORKER_ID`), so two stacks starting at once in two workers never pick the same port.
 */
const SLICES = 12;
const SLICE = Math.floor((LAST - FIRST) / SLICES);

/**
 * Ports handed out lately, and when: a stack asks for a port per process before any of them binds
 * its own, so a port found free must not be found free again for the next process (one such pair
 * stopped a stack with EADDRINUSE).
 */
const handedOut = new Map<number, number>();
const HELD_MS = 120_000;

/** The ports this process draws from: its Jest worker's slice, `[first, last)`. */
export function freePortRange(): [number, number] {
  const { JEST_WORKER_ID: worker } = loadConfig(
    'tests',
    z.object({ JEST_WORKER_ID: z.coerce.number().int().min(0).default(0) }),
  );
  const first = FIRST + (worker % SLICES) * SLICE;
  return [first, first + SLICE];
}

/** A TCP port free right now (for a process whose address must be known before it starts). */
export async function freePort(): Promise<number> {
  const [first] = freePortRange();
  const now = Date.now();
  for (const [port, at] of handedOut) if (now - at > HELD_MS) handedOut.delete(port);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = first + Math.floor(Math.random() * SLICE);
    if (handedOut.has(port) || !(await listensOn(port))) continue;
    handedOut.set(port, now);
    return port;
  }
  throw new Error(`no free TCP port between ${first} and ${first + SLICE}`);
}
