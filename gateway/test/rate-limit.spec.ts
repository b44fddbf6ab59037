import { createLogger } from '@rubrica/telemetry';
import { testEnv, uniqueName } from '@rubrica/testing';
import { startGateway, type GatewayOverrides, type RunningGateway } from '../src/start-gateway.js';
import { FakeAuthenticator } from './support/fake-authenticator.js';
import { deleteKeys } from './support/redis-keys.js';
import { closedPort, startEchoUpstream, type Upstream } from './support/upstream-server.js';

const { redisUrl } = testEnv();
const keyPrefix = `${uniqueName('gw_rate_limit')}:`;
const IP_LIMIT = 5;
const TOKEN_LIMIT = 3;

let envelopes: Upstream;
let signing: Upstream;
let gateway: RunningGateway;
let replica: RunningGateway;

function settings(): GatewayOverrides {
  return {
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    PUBLIC_RATE_LIMIT_PER_MINUTE: IP_LIMIT,
    PUBLIC_TOKEN_RATE_LIMIT_PER_MINUTE: TOKEN_LIMIT,
    // One trusted proxy in front: the tests play it by sending X-Forwarded-For.
    TRUST_PROXY_HOPS: 1,
    ENVELOPES_URL: envelopes.url,
    SIGNING_URL: signing.url,
    authenticator: new FakeAuthenticator(),
  };
}

beforeAll(async () => {
  envelopes = await startEchoUpstream('envelopes');
  signing = await startEchoUpstream('signing');
  gateway = await startGateway(settings());
  replica = await startGateway(settings());
});

afterAll(async () => {
  await gateway?.close();
  await replica?.close();
  await envelopes?.close();
  await signing?.close();
  await deleteKeys(redisUrl, keyPrefix);
});

let tokenCount = 0;
/** A fresh action token per call, so only the counter under test moves. */
const newToken = () => `tok${String(++tokenCount).padStart(4, '0')}_${keyPrefix.replace(/[^a-z0-9]/g, '')}`;

function callPublic(base: string, ip: string, token = newToken(), init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}/api/p/envelopes/recipients/${token}`, {
    ...init,
    headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string>) },
  });
}

describe('rate limits on the public token API', () => {
  it('answers 429 with Retry-After to the request past the per-address limit', async () => {
    // A public path without an action token: only the per-address counter applies.
    const preview = (ip: string) =>
      fetch(`${gateway.url}/api/p/signature-profiles/a/b/preview`, { headers: { 'x-forwarded-for': ip } });
    for (let i = 1; i <= IP_LIMIT; i++) {
      const response = await preview('10.1.0.1');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe(String(IP_LIMIT));
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(IP_LIMIT - i));
      await response.arrayBuffer();
    }
    const limited = await preview('10.1.0.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: 'Too many requests.' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String(retryAfter));

    const otherAddress = await preview('10.1.0.2');
    expect(otherAddress.status).toBe(200);
  });

  it('limits one token on its own, whatever address it comes from', async () => {
    const token = newToken();
    for (let i = 1; i <= TOKEN_LIMIT; i++) {
      const response = await callPublic(gateway.url, `10.2.0.${i}`, token);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const limited = await callPublic(gateway.url, '10.2.0.99', token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const otherToken = await callPublic(gateway.url, '10.2.0.99');
    expect(otherToken.status).toBe(200);
  });

  it('reports the counter closest to its limit in the X-RateLimit headers', async () => {
    const token = newToken();
    const first = await callPublic(gateway.url, '10.3.0.1', token);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(TOKEN_LIMIT));
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(TOKEN_LIMIT - 1));
    await first.arrayBuffer();
    for (let i = 0; i < 2; i++) await (await callPublic(gateway.url, '10.3.0.1')).arrayBuffer();
    // Address: 4 of 5 used; a fresh token: 1 of 3 used.
    const fourth = await callPublic(gateway.url, '10.3.0.1');
    expect(fourth.headers.get('x-ratelimit-limit')).toBe(String(IP_LIMIT));
    expect(fourth.headers.get('x-ratelimit-remaining')).toBe('1');
  });

  it('ignores addresses a client adds in front of the trusted proxy', async () => {
    for (let i = 0; i < IP_LIMIT; i++) {
      const response = await callPublic(gateway.url, `203.0.113.${i}, 10.4.0.1`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const limited = await callPublic(gateway.url, '198.51.100.7, 10.4.0.1');
    expect(limited.status).toBe(429);
  });

  it('shares the counts between gateway replicas', async () => {
    for (let i = 0; i < IP_LIMIT; i++) {
      const response = await callPublic(i % 2 === 0 ? gateway.url : replica.url, '10.5.0.1');
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect((await callPublic(replica.url, '10.5.0.1')).status).toBe(429);
    expect((await callPublic(gateway.url, '10.5.0.1')).status).toBe(429);
  });

  it('does not limit private routes by those counters', async () => {
    for (let i = 0; i < IP_LIMIT; i++) await (await callPublic(gateway.url, '10.6.0.1')).arrayBuffer();
    expect((await callPublic(gateway.url, '10.6.0.1')).status).toBe(429);

    for (let i = 0; i < IP_LIMIT * 2; i++) {
      const response = await fetch(`${gateway.url}/api/envelopes`, {
        headers: { 'x-forwarded-for': '10.6.0.1', authorization: 'Test user-1' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
      await response.arrayBuffer();
    }
  });
});

describe('when Redis is down', () => {
  let lonely: RunningGateway;
  const lines: string[] = [];

  beforeAll(async () => {
    lonely = await startGateway({
      ...settings(),
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      logger: createLogger({
        name: 'gateway',
        level: 'warn',
        destination: { write: (line: string) => lines.push(line) },
      }),
    });
  });

  afterAll(async () => {
    await lonely?.close();
  });

  it('lets public requests through (fails open) and says so in the log', async () => {
    for (let i = 0; i < IP_LIMIT + 3; i++) {
      const response = await callPublic(lonely.url, '10.7.0.1', 'tok_same_token_every_time_123');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
      await response.arrayBuffer();
    }
    const warnings = lines.map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(warnings).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringContaining('rate limit store (Redis) unavailable'),
      }),
    );
  });

  it('reports not ready while staying alive', async () => {
    const ready = await fetch(`${lonely.managementUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { redis: 'down' } });
    expect((await fetch(`${lonely.url}/healthz`)).status).toBe(200);
  });
});
