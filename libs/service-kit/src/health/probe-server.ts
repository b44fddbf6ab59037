import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probes, type ProbeResponse } from './health-responses.js';
import type { ReadinessService } from './readiness.service.js';

export interface ProbeServer {
  url: string;
  close(): Promise<void>;
}

const notFound: ProbeResponse = {
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ message: 'Not found.' }),
};

/** A bare HTTP server answering only `/healthz`, `/readyz` and `/metrics`, for worker processes. */
export async function startProbeServer(readiness: ReadinessService, port: number): Promise<ProbeServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer = async (): Promise<ProbeResponse> => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return notFound;
      if (path === '/healthz') return probes.healthz();
      if (path === '/readyz') return probes.readyz(readiness);
      if (path === '/metrics') return probes.metrics();
      return notFound;
    };
    answer().then(
      (probe) => {
        res.writeHead(probe.status, { 'Content-Type': probe.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : probe.body);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: 'Server error.' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
