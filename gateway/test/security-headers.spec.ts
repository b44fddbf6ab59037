import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEnv, uniqueName } from '@rubrica/testing';
import { startGateway, type RunningGateway } from '../src/start-gateway.js';
import { FakeAuthenticator } from './support/fake-authenticator.js';
import { deleteKeys } from './support/redis-keys.js';
import { startUpstream, type Upstream } from './support/upstream-server.js';

const { redisUrl } = testEnv();
const keyPrefix = `${uniqueName('gw_headers')}:`;
const SIGNED_IN = { authorization: 'Test user-1;org=org-1' };
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const PLUGIN = 'http://127.0.0.1:17300';
const PDF = '%PDF-1.7\n%%EOF\n';

let webDist: string;
let envelopes: Upstream;
let identity: Upstream;
let gateway: RunningGateway;
let behindProxy: RunningGateway;

/** Directive name → its sources, from a Content-Security-Policy value. */
function policy(value: string | null): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'rubrica-gateway-headers-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-A1.js"></script></body></html>',
  );
  await writeFile(join(webDist, 'assets', 'index-A1.js'), 'export {};');
  // What the web build writes; anything that is not an origin is left out of the policy.
  await writeFile(
    join(webDist, 'csp.json'),
    JSON.stringify({
      'connect-src': [PLUGIN, "'unsafe-inline'", 'https://evil.example/path'],
      'frame-src': [PLUGIN],
      'script-src': ['https://cdn.example'],
    }),
  );
  // A document as a service sends it: cacheable, and inline.
  envelopes = await startUpstream((req, res) => {
    if (req.url?.startsWith('/envelopes/7/documents/1')) {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="contract.pdf"',
        'cache-control': 'public, max-age=86400',
        expires: 'Thu, 01 Jan 2099 00:00:00 GMT',
      });
      res.end(PDF);
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'private, max-age=60');
    res.end(JSON.stringify({ data: [] }));
  });
  // The authorization server's pages come with a policy of their own.
  identity = await startUpstream((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
    res.end('<!doctype html><title>Entrar</title>');
  });
  const common = {
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    WEB_DIST: webDist,
    ENVELOPES_URL: envelopes.url,
    IDENTITY_URL: identity.url,
    authenticator: new FakeAuthenticator(),
  } as const;
  gateway = await startGateway(common);
  behindProxy = await startGateway({ ...common, TRUST_PROXY_HOPS: 1 });
});

afterAll(async () => {
  await gateway?.close();
  await behindProxy?.close();
  await envelopes?.close();
  await identity?.close();
  await rm(webDist, { recursive: true, force: true });
  await deleteKeys(redisUrl, keyPrefix);
});

function expectHardened(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  expect(policy(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
}

describe('the SPA', () => {
  it.each(['/', '/business/dashboard', '/p/envelopes/viewer/tok_abc', '/business/envelopes/viewer/tok_abc'])(
    '%s is served with a policy that runs only its own scripts and is never framed',
    async (path) => {
      const response = await fetch(`${gateway.url}${path}`, { headers: NAVIGATION });
      expect(response.status).toBe(200);
      expectHardened(response);
      const csp = policy(response.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe');
      // No https here: a browser must not be told to insist on it.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('adds the origins the build asks for, and only origins', async () => {
    const response = await fetch(`${gateway.url}/`, { headers: NAVIGATION });
    const csp = policy(response.headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', PLUGIN]);
    expect(csp['frame-src']).toEqual([PLUGIN]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('hardens the build files and the gateway’s own 404s too', async () => {
    const script = await fetch(`${gateway.url}/assets/index-A1.js`);
    expect(script.status).toBe(200);
    expectHardened(script);
    const missing = await fetch(`${gateway.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expectHardened(missing);
  });
});

describe('API answers and documents', () => {
  it('are never stored, whatever the service says', async () => {
    const response = await fetch(`${gateway.url}/api/envelopes?page=1`, { headers: SIGNED_IN });
    expect(response.status).toBe(200);
    expectHardened(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(policy(response.headers.get('content-security-policy'))['default-src']).toEqual(["'none'"]);
  });

  it('serve a document no-store, nosniff and unframeable', async () => {
    const response = await fetch(`${gateway.url}/api/envelopes/7/documents/1/file`, { headers: SIGNED_IN });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PDF);
    expectHardened(response);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('expires')).toBeNull();
  });

  it('refusals by the gateway itself carry the same headers', async () => {
    const response = await fetch(`${gateway.url}/api/envelopes`);
    expect(response.status).toBe(401);
    expectHardened(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("keep a service's own policy for its pages (identity's sign-in)", async () => {
    const response = await fetch(`${gateway.url}/oidc/interaction/abc`, { headers: NAVIGATION });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('requests Node refuses before any handler', () => {
  it('a request line over the header limit gets a 431 in the spec’s error shape, not a bare status', async () => {
    const response = await fetch(`${gateway.url}/api/envelopes?q=${'a'.repeat(20_000)}`, {
      headers: SIGNED_IN,
    });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      message: 'The request headers are too large.',
      code: 'http.431',
    });
  });

  it('a malformed request line gets a 400 in the same shape', async () => {
    const { port, hostname } = new URL(gateway.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write('GET /api/envelopes HTTP/1.1\r\nHost x\r\n\r\n'),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Bad request.',
      code: 'http.400',
    });
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the browser came over https', async () => {
    const response = await fetch(`${behindProxy.url}/`, {
      headers: { ...NAVIGATION, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000');
    const api = await fetch(`${behindProxy.url}/api/envelopes`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=63072000');
  });

  it('is not sent over plain http, nor when an untrusted client claims https', async () => {
    const plain = await fetch(`${behindProxy.url}/`, {
      headers: { ...NAVIGATION, 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const claimed = await fetch(`${gateway.url}/`, {
      headers: { ...NAVIGATION, 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});
