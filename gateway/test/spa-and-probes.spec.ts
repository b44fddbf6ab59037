import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEnv, uniqueName } from '@rubrica/testing';
import { startGateway, type RunningGateway } from '../src/start-gateway.js';
import { rawCall } from './support/http-call.js';
import { deleteKeys } from './support/redis-keys.js';
import { startEchoUpstream, type Upstream } from './support/upstream-server.js';

const { redisUrl } = testEnv();
const keyPrefix = `${uniqueName('gw_spa')}:`;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd34.js"></script></body></html>';
const SCRIPT = 'console.log("rubrica");';
// Stand-ins for the build's compressed copies: which file was sent shows in the body.
const APP = 'export const app = 1;';
const APP_BR = 'brotli copy of app';
const APP_GZ = 'gzip copy of app';
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let webDist: string;
let billing: Upstream;
let gateway: RunningGateway;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'rubrica-gateway-spa-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(webDist, 'assets', 'app-Ef56Gh78.js'), APP);
  await writeFile(join(webDist, 'assets', 'app-Ef56Gh78.js.br'), APP_BR);
  await writeFile(join(webDist, 'assets', 'app-Ef56Gh78.js.gz'), APP_GZ);
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(webDist, '.env'), 'SECRET=1');
  billing = await startEchoUpstream('billing');
  gateway = await startGateway({
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    WEB_DIST: webDist,
    BILLING_URL: billing.url,
  });
});

afterAll(async () => {
  await gateway?.close();
  await billing?.close();
  await rm(webDist, { recursive: true, force: true });
  await deleteKeys(redisUrl, keyPrefix);
});

describe('the SPA', () => {
  it.each(['/', '/business/dashboard', '/business/envelopes/viewer/tok_abc?lang=en', '/u/john.doe'])(
    'answers a page navigation to %s with index.html, never cached',
    async (path) => {
      const response = await fetch(`${gateway.url}${path}`, { headers: NAVIGATION });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await fetch(`${gateway.url}/assets/index-Ab12Cd34.js`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('serves other files of the build, revalidated on each use', async () => {
    const response = await fetch(`${gateway.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // No compressed copy of it in the build: the same answer whatever the browser accepts.
    expect(response.headers.get('vary')).toBeNull();
    expect(response.headers.get('content-encoding')).toBeNull();
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${gateway.url}/favicon.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['/assets/missing.js', { accept: '*/*' }],
    ['/assets/missing.js', NAVIGATION],
    ['/missing.png', { accept: 'image/avif,image/webp,*/*' }],
    ['/.env', { accept: '*/*' }],
  ])('answers 404, not index.html, for the missing file %s', async (path, headers) => {
    const response = await fetch(`${gateway.url}${path}`, { headers });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not found.' });
  });

  it('does not serve files outside WEB_DIST', async () => {
    const response = await rawCall(gateway.url, '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd', {
      headers: { accept: '*/*' },
    });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('root:');
  });

  it('answers requests that do not want HTML with 404', async () => {
    const response = await fetch(`${gateway.url}/business/dashboard`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(404);
  });

  it('answers other methods on non-API paths with 404', async () => {
    const response = await fetch(`${gateway.url}/business/dashboard`, {
      method: 'POST',
      headers: NAVIGATION,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not found.' });
  });

  it('never answers API paths with index.html', async () => {
    const response = await fetch(`${gateway.url}/api/does-not-exist`, { headers: NAVIGATION });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not found.' });
  });
});

describe("the build's compressed copies", () => {
  const APP_PATH = '/assets/app-Ef56Gh78.js';

  it.each([
    ['gzip, deflate, br, zstd', 'br', APP_BR],
    ['br;q=1.0, gzip;q=0.8', 'br', APP_BR],
    ['gzip, deflate', 'gzip', APP_GZ],
    ['br;q=0, gzip', 'gzip', APP_GZ],
    ['*', 'br', APP_BR],
    ['br;q=0, *;q=0.5', 'gzip', APP_GZ],
  ])('sends, for Accept-Encoding %j, the %s copy as it is', async (acceptEncoding, encoding, body) => {
    const response = await rawCall(gateway.url, APP_PATH, {
      headers: { accept: '*/*', 'accept-encoding': acceptEncoding },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body).toBe(body);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0', 'compress'])(
    'sends the file itself for Accept-Encoding %j, still marked as varying by it',
    async (acceptEncoding) => {
      const response = await rawCall(gateway.url, APP_PATH, {
        headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body).toBe(APP);
    },
  );

  it('tags each coding apart, and revalidates the copy the browser holds', async () => {
    const brotli = await rawCall(gateway.url, APP_PATH, { headers: { 'accept-encoding': 'br' } });
    const gzip = await rawCall(gateway.url, APP_PATH, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await rawCall(gateway.url, APP_PATH, { headers: { 'accept-encoding': 'identity' } });
    const tags = [brotli, gzip, plain].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
    const again = await rawCall(gateway.url, APP_PATH, {
      headers: { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBe('br');
    const otherCoding = await rawCall(gateway.url, APP_PATH, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': brotli.headers.etag! },
    });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.body).toBe(APP_GZ);
  });

  it('answers HEAD with the copy’s length and no body', async () => {
    const response = await rawCall(gateway.url, APP_PATH, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(APP_BR.length));
    expect(response.body).toBe('');
  });
});

describe('probes and metrics (readiness and metrics on the management port)', () => {
  it('answers /healthz while the process is up', async () => {
    const response = await fetch(`${gateway.url}/healthz`, { headers: NAVIGATION });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is ready with Redis reachable, even though no service behind it is running', async () => {
    const response = await fetch(`${gateway.managementUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { redis: 'up' } });
  });

  it('counts requests by route group and status in /metrics', async () => {
    await (await fetch(`${gateway.url}/api/plans`)).arrayBuffer(); // 401: nobody signed in
    await (await fetch(`${gateway.url}/business/dashboard`, { headers: NAVIGATION })).arrayBuffer();
    const response = await fetch(`${gateway.managementUrl}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/gateway_requests_total\{route_group="billing",method="GET",status="401"\} [1-9]/);
    expect(text).toMatch(/gateway_requests_total\{route_group="spa",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(
      /gateway_request_duration_seconds_bucket\{le="[^"]+",route_group="spa",method="GET",status="200"\}/,
    );
  });
});
