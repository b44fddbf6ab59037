import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { DEFAULT_OUTBOUND_POLICY, outboundRequest, type OutboundPolicy } from '@rubrica/outbound';

let server: Server;
let port: number;
const seen: Array<{ method?: string; url?: string; host?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, host: req.headers.host, body });
      if (req.url === '/redirect') res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else if (req.url === '/big') res.end(Buffer.alloc(64 * 1024, 1));
      else if (req.url === '/slow') setTimeout(() => res.end('late'), 2_000);
      else res.writeHead(202, { 'content-type': 'text/plain' }).end('accepted');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A receiver "on the internet": its name resolves, once, to this machine, which the install allows. */
function policyWith(resolutions: string[][]): OutboundPolicy & { lookups: number } {
  const policy = {
    ...DEFAULT_OUTBOUND_POLICY,
    allowedPorts: [port],
    allowedPrivateNetworks: ['127.0.0.0/8'],
    lookups: 0,
    resolve: async () => {
      const answer = resolutions[Math.min(policy.lookups, resolutions.length - 1)]!;
      policy.lookups += 1;
      return answer.map((address) => ({ address, family: 4 }));
    },
  };
  return policy;
}

describe('outboundRequest', () => {
  it('posts to the checked address, keeping the name for the Host header', async () => {
    const policy = policyWith([['127.0.0.1']]);
    const response = await outboundRequest(
      { url: `http://receiver.example.com:${port}/hook`, method: 'POST', body: '{"ok":true}' },
      policy,
    );
    expect(response).toMatchObject({ status: 202, address: '127.0.0.1' });
    expect(response.body.toString()).toBe('accepted');
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/hook',
      host: `receiver.example.com:${port}`,
      body: '{"ok":true}',
    });
  });

  it('resolves the name once: a second answer pointing elsewhere is never used (no rebinding)', async () => {
    const policy = policyWith([['127.0.0.1'], ['169.254.169.254']]);
    const response = await outboundRequest({ url: `http://receiver.example.com:${port}/once` }, policy);
    expect(response.status).toBe(202);
    expect(policy.lookups).toBe(1);
  });

  it('answers a redirect as it is and never follows it', async () => {
    const before = seen.length;
    const response = await outboundRequest(
      { url: `http://receiver.example.com:${port}/redirect` },
      policyWith([['127.0.0.1']]),
    );
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('http://169.254.169.254/');
    expect(seen.length).toBe(before + 1);
  });

  it('refuses before connecting when the name resolves to a refused address', async () => {
    const before = seen.length;
    await expect(
      outboundRequest({ url: `http://receiver.example.com:${port}/x` }, policyWith([['169.254.169.254']])),
    ).rejects.toMatchObject({ code: 'outbound.address_refused', status: 422 });
    expect(seen.length).toBe(before);
  });

  it('cuts an answer larger than allowed', async () => {
    await expect(
      outboundRequest(
        { url: `http://receiver.example.com:${port}/big`, maxResponseBytes: 1024 },
        policyWith([['127.0.0.1']]),
      ),
    ).rejects.toMatchObject({ code: 'outbound.response_too_large' });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    await expect(
      outboundRequest(
        { url: `http://receiver.example.com:${port}/slow`, timeoutMs: 200 },
        policyWith([['127.0.0.1']]),
      ),
    ).rejects.toMatchObject({ code: 'outbound.unreachable' });
  });
});

describe('outboundRequest to a server that authenticates its callers by certificate', () => {
  const run = promisify(execFile);
  let dir: string;
  let tlsServer: HttpsServer;
  let tlsPort: number;
  let client: { cert: Buffer; key: Buffer };
  let ca: Buffer;

  /** A self-signed EC certificate and key made by openssl, for `cn`. */
  async function selfSigned(name: string, cn: string): Promise<{ cert: Buffer; key: Buffer }> {
    const [key, cert] = [join(dir, `${name}.key`), join(dir, `${name}.crt`)];
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${cn}`,
      '-addext',
      `subjectAltName=DNS:${cn}`,
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    return { cert: await readFile(cert), key: await readFile(key) };
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbound-tls-'));
    const server = await selfSigned('server', 'tsa.example.com');
    client = await selfSigned('client', 'rubrica-signing');
    ca = server.cert;
    tlsServer = createHttpsServer(
      { ...server, ca: client.cert, requestCert: true, rejectUnauthorized: true },
      (req, res) => res.end(`hello ${(req.socket as TLSSocket).getPeerCertificate().subject.CN}`),
    );
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    tlsPort = (tlsServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    tlsServer.closeAllConnections();
    await new Promise((resolve) => tlsServer.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const policy = (): OutboundPolicy => ({
    ...DEFAULT_OUTBOUND_POLICY,
    allowedPorts: [tlsPort],
    allowedPrivateNetworks: ['127.0.0.0/8'],
    resolve: async () => [{ address: '127.0.0.1', family: 4 }],
  });

  it('presents the client certificate it is given, trusting the CA it is given', async () => {
    const response = await outboundRequest(
      { url: `https://tsa.example.com:${tlsPort}/`, method: 'POST', clientCertificate: client, ca },
      policy(),
    );
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('hello rubrica-signing');
  });

  it('is refused by that server without one', async () => {
    await expect(
      outboundRequest({ url: `https://tsa.example.com:${tlsPort}/`, method: 'POST', ca }, policy()),
    ).rejects.toMatchObject({ code: 'outbound.unreachable' });
  });
});
