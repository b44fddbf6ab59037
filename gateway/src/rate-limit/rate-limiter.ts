import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface RateLimitRule {
  /** Distinguishes counters of different kinds (`ip`, `token`). */
  scope: string;
  /** The thing being counted: a client address, a token. Hashed before it becomes a key. */
  subject: string;
  limit: number;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Milliseconds until the window of the most constraining counter resets. */
  resetMs: number;
}

export type RateLimitResult =
  | { allowed: boolean; state: RateLimitState }
  /** Redis could not be asked: the request is let through (fail open) and the caller logs it. */
  | { allowed: true; state: undefined; error: Error };

/**
 * Fixed windows, counted in Redis so every gateway replica shares them. The increment, the expiry
 * of a new window and the read of its remaining time happen in one script, so no replica can leave
 * a counter that never expires. One key per call keeps it valid on a Redis Cluster; the calls of
 * one request run concurrently.
 */
const SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

type ScriptedRedis = Redis & {
  rubricaRateLimit(numKeys: 1, key: string, windowMs: number): Promise<[number, number]>;
};

export class RateLimiter {
  private readonly redis: ScriptedRedis;

  private readonly windowMs: number;
  private readonly timeoutMs: number;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    options: { windowMs?: number; timeoutMs?: number } = {},
  ) {
    this.windowMs = options.windowMs ?? 60_000;
    // A slow store must not slow every public request down: past this, the request goes through.
    this.timeoutMs = options.timeoutMs ?? 500;
    redis.defineCommand('rubricaRateLimit', { lua: SCRIPT });
    this.redis = redis as ScriptedRedis;
  }

  async hit(rules: RateLimitRule[]): Promise<RateLimitResult> {
    const keys = rules.map(
      // Hashing keeps raw tokens (capabilities) and addresses out of Redis.
      (rule) =>
        `${this.keyPrefix}${rule.scope}:${createHash('sha256').update(rule.subject).digest('base64url').slice(0, 32)}`,
    );
    let replies: Array<[number, number]>;
    try {
      // While reconnecting, ioredis would queue the command; fail open at once instead.
      if (this.redis.status !== 'ready') throw new Error(`Redis connection is ${this.redis.status}`);
      replies = await this.withTimeout(
        Promise.all(keys.map((key) => this.redis.rubricaRateLimit(1, key, this.windowMs))),
      );
    } catch (error) {
      return { allowed: true, state: undefined, error: error as Error };
    }
    const counted = rules.map((rule, index) => {
      const [count, ttl] = replies[index].map(Number);
      return {
        count,
        state: { limit: rule.limit, remaining: Math.max(0, rule.limit - count), resetMs: ttl },
      };
    });
    const exceeded = counted.filter((entry) => entry.count > entry.state.limit).map((entry) => entry.state);
    if (exceeded.length > 0) {
      // Retry-After must cover every counter that is over its limit.
      return { allowed: false, state: exceeded.reduce((a, b) => (b.resetMs > a.resetMs ? b : a)) };
    }
    const states = counted.map((entry) => entry.state);
    return { allowed: true, state: states.reduce((a, b) => (b.remaining < a.remaining ? b : a)) };
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
