import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * Makes a dependency "appear" on `port` by forwarding it to the real server at `target`, so a
 * test can start a process against a dead address and then bring the dependency up.
 */
export async function forwardPort(port: number, target: string): Promise<{ close(): Promise<void> }> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls `probe` until it returns true; gives up after `attempts` tries `intervalMs` apart. */
export async function eventually(
  probe: () => Promise<boolean>,
  attempts = 50,
  intervalMs = 200,
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
