import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starting and stopping a sandbox's HTTP server: `listen` resolves with its base URL (`port` 0
 * takes a free one), `close` drops open connections too, so a stop never waits on a keep-alive.
 */
export function sandboxServerControls(server: Server): {
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
} {
  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          resolve(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
        });
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
