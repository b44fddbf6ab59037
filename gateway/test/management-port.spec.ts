import { testEnv, uniqueName } from '@rubrica/testing';
import { startGateway, type RunningGateway } from '../src/start-gateway.js';
import { FakeAuthenticator } from './support/fake-authenticator.js';
import { rawCall } from './support/http-call.js';
import { deleteKeys } from './support/redis-keys.js';
import { startEchoUpstream, type Upstream } from './support/upstream-server.js';

const { redisUrl } = testEnv();
const keyPrefix = `${uniqueName('gw_management')}:`;
const SIGNED_IN = { authorization: 'Test user-1;org=org-1' };

let identity: Upstream;
let gateway: RunningGateway;

beforeAll(async () => {
  identity = await startEchoUpstream('identity');
  gateway = await startGateway({
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    IDENTITY_URL: identity.url,
    authenticator: new FakeAuthenticator(),
  });
});

afterAll(async () => {
  await gateway?.close();
  await identity?.close();
  await deleteKeys(redisUrl, keyPrefix);
});

describe('the public port', () => {
  it.each(['/readyz', '/metrics', '/readyz?verbose=1', '/metrics?name[]=gateway_requests_total'])(
    'answers %s with 404, signed in or not',
    async (path) => {
      const variants: Record<string, string>[] = [
        {},
        SIGNED_IN,
        { accept: '*/*', 'x-forwarded-for': '127.0.0.1' },
      ];
      for (const headers of variants) {
        const response = await fetch(`${gateway.url}${path}`, { headers });
        expect(response.status).toBe(404);
        const body = await response.text();
        expect(JSON.parse(body)).toMatchObject({ message: 'Not found.' });
        expect(body).not.toContain('gateway_requests_total');
        expect(body).not.toContain('redis');
      }
    },
  );

  it.each([
    '/METRICS',
    '/metrics/',
    '//metrics',
    '/readyz/',
    '/%6detrics',
    '/api/metrics',
    '/api/../metrics',
    '/oidc/../readyz',
  ])('does not reach the probes through %s', async (path) => {
    const response = await rawCall(gateway.url, path, { headers: { accept: '*/*', ...SIGNED_IN } });
    expect(response.body).not.toContain('gateway_requests_total');
    expect(response.body).not.toContain('"checks"');
  });

  it('still answers /healthz, for load balancers that probe the port they route to', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('the management port', () => {
  it('answers /healthz, /readyz and /metrics', async () => {
    expect((await fetch(`${gateway.managementUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gateway.managementUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { redis: 'up' } });
    await (await fetch(`${gateway.url}/api/me`, { headers: SIGNED_IN })).arrayBuffer();
    const metrics = await fetch(`${gateway.managementUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(
      /gateway_requests_total\{route_group="identity",method="GET",status="200"\}/,
    );
  });

  it('serves nothing else: no API, no SPA', async () => {
    for (const path of ['/api/me', '/', '/business/dashboard', '/oidc/.well-known/openid-configuration']) {
      const response = await fetch(`${gateway.managementUrl}${path}`, { headers: SIGNED_IN });
      expect(response.status).toBe(404);
    }
  });
});
