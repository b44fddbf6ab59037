import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** An HTTP server on a free port, standing in for one Rubrica service. */
export async function startUpstream(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Upstream> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Echo {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A service that answers every request with what it received, tagged with its name. `x-echo-status`
 * picks the status; `x-echo-hop` makes it send a connection-scoped header.
 */
export function startEchoUpstream(service: string): Promise<Upstream> {
  return startUpstream((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    req.on('end', () => {
      const echo: Echo = {
        service,
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const payload = JSON.stringify(echo);
      const status = Number(req.headers['x-echo-status'] ?? 200);
      const hop = req.headers['x-echo-hop']
        ? { connection: 'x-upstream-hop', 'x-upstream-hop': 'secret' }
        : {};
      res.writeHead(status, {
        ...hop,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'x-served-by': service,
      });
      res.end(payload);
    });
  });
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
