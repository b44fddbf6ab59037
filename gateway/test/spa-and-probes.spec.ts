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
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let webDist: string;
let billing: Upstream;
let gateway: RunningGateway;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'rubrica-gateway-spa-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
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
