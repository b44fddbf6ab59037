import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sandboxServerControls } from '../sandbox-server-controls.util.js';
import type { SandboxTsaCredentials } from './sandbox-tsa-credentials.js';
import { SandboxRevocation } from './sandbox-revocation.js';
import { SandboxTsaResponder } from './sandbox-tsa-responder.js';

export interface SandboxTsaOptions {
  credentials: SandboxTsaCredentials;
  logger?: { info(message: string): void; warn(message: string): void };
}

export interface SandboxTsa {
  server: Server;
  /** Resolves with the URL requests go to. */
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 16 * 1024;

/**
 * The sandbox timestamp authority over HTTP (RFC 3161 3.4): `POST /` with an
 * `application/timestamp-query` body answers `application/timestamp-reply`; `GET /ca.pem` gives
 * the CA to verify its tokens with; `GET /crl` the CA's CRL and `POST /ocsp` its OCSP answers
 * (RFC 6960 A.1), what long-term validation data is made of; `/readyz` and `/healthz` say it is up.
 */
export function createSandboxTsa(options: SandboxTsaOptions): SandboxTsa {
  const responder = new SandboxTsaResponder(options.credentials);
  const revocation = new SandboxRevocation(options.credentials);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://tsa.invalid').pathname;
    if (request.method === 'GET' && (path === '/readyz' || path === '/healthz')) {
      return send(response, 200, 'application/json', JSON.stringify({ status: 'ok' }));
    }
    if (request.method === 'GET' && path === '/ca.pem') {
      return send(response, 200, 'application/pem-certificate-chain', options.credentials.authorityPem);
    }
    if (revocation.available && request.method === 'GET' && path === '/crl') {
      return send(response, 200, 'application/pkix-crl', Buffer.from(await revocation.crl()));
    }
    const post = revocation.available && path === '/ocsp' ? 'ocsp' : path === '/' ? 'timestamp' : undefined;
    if (request.method !== 'POST' || !post) return send(response, 404, 'text/plain', 'Not found.');
    const expected = post === 'ocsp' ? 'application/ocsp-request' : 'application/timestamp-query';
    if (request.headers['content-type']?.split(';')[0]?.trim() !== expected) {
      return send(response, 415, 'text/plain', `Send an ${expected}.`);
    }
    const body = await readBody(request);
    if (!body) return send(response, 413, 'text/plain', 'The request is too large.');
    if (post === 'ocsp') {
      return send(response, 200, 'application/ocsp-response', Buffer.from(await revocation.ocsp(body)));
    }
    send(response, 200, 'application/timestamp-reply', Buffer.from(responder.respond(body)));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.logger?.warn(`failed: ${(error as Error).message}`);
      if (!response.headersSent) send(response, 500, 'text/plain', 'The authority failed.');
    });
  });
  const controls = sandboxServerControls(server);
  return {
    server,
    listen: async (port, host) => `${await controls.listen(port, host)}/`,
    close: controls.close,
  };
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

/** The whole body, or undefined past MAX_REQUEST_BYTES (a TimeStampReq is about 100 bytes). */
async function readBody(request: IncomingMessage): Promise<Uint8Array | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
