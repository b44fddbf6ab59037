import { Redis } from 'ioredis';
import { testEnv, uniqueName } from '@rubrica/testing';
import { RateLimiter } from '../src/rate-limit/rate-limiter.js';
import { deleteKeys } from './support/redis-keys.js';

const { redisUrl } = testEnv();
const keyPrefix = `${uniqueName('gw_rate_limiter')}:`;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.ping();
});

afterAll(async () => {
  await deleteKeys(redisUrl, keyPrefix);
  await redis.quit();
});

describe('RateLimiter', () => {
  it('starts a new window once the old one expires', async () => {
    const limiter = new RateLimiter(redis, keyPrefix, { windowMs: 200 });
    const rule = { scope: 'ip', subject: '192.0.2.10', limit: 2 };
    expect((await limiter.hit([rule])).allowed).toBe(true);
    expect((await limiter.hit([rule])).allowed).toBe(true);
    const limited = await limiter.hit([rule]);
    expect(limited.allowed).toBe(false);
    expect(limited.state?.resetMs).toBeGreaterThan(0);
    expect(limited.state?.resetMs).toBeLessThanOrEqual(200);

    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await limiter.hit([rule])).toEqual({
      allowed: true,
      state: { limit: 2, remaining: 1, resetMs: expect.any(Number) },
    });
  });

  it('stores neither tokens nor addresses in key names, and never a key without expiry', async () => {
    const limiter = new RateLimiter(redis, keyPrefix);
    const token = 'tok_secret_capability_value_0123456789';
    await limiter.hit([
      { scope: 'ip', subject: '192.0.2.55', limit: 10 },
      { scope: 'token', subject: token, limit: 10 },
    ]);
    const keys = await redis.keys(`${keyPrefix}*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      expect(key).not.toContain(token);
      expect(key).not.toContain('192.0.2.55');
      expect(await redis.pttl(key)).toBeGreaterThan(0);
    }
  });

  it('fails open, reporting the error, while Redis is not connected', async () => {
    const offline = new Redis(redisUrl, { lazyConnect: true });
    const limiter = new RateLimiter(offline, keyPrefix);
    const result = await limiter.hit([{ scope: 'ip', subject: '192.0.2.66', limit: 1 }]);
    expect(result.allowed).toBe(true);
    expect(result.state).toBeUndefined();
    expect('error' in result && result.error.message).toMatch(/Redis connection is wait/);
    offline.disconnect();
  });
});
