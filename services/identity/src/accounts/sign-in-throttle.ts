import { Injectable } from '@nestjs/common';
import { InjectRedis } from '@rubrica/service-kit';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * Brute-force protection for sign-in, counted in Redis so every replica shares it: failures per
 * e-mail and address (a password guessed for one account) and per address (many accounts tried
 * from one place). Past either limit the address is locked out for the window, even with the
 * right password; a success clears the e-mail-and-address count.
 */
@Injectable()
export class SignInThrottle {
  private readonly perEmailAndIp: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(@InjectRedis() redis: Redis, @InjectIdentityConfig() config: IdentityConfig) {
    this.perEmailAndIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.REDIS_KEY_PREFIX}:sign-in:email-ip`,
      points: config.SIGN_IN_MAX_FAILURES,
      duration: FIFTEEN_MINUTES,
      blockDuration: FIFTEEN_MINUTES,
    });
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.REDIS_KEY_PREFIX}:sign-in:ip`,
      points: config.SIGN_IN_MAX_FAILURES_PER_IP,
      duration: ONE_HOUR,
      blockDuration: ONE_HOUR,
    });
  }

  /** Whether this e-mail may be tried from this address now. */
  async check(email: string, ip: string): Promise<ThrottleVerdict> {
    const [pair, address] = await Promise.all([
      this.perEmailAndIp.get(pairKey(email, ip)),
      this.perIp.get(ip),
    ]);
    return verdict([exhausted(pair, this.perEmailAndIp.points), exhausted(address, this.perIp.points)]);
  }

  /** Counts a failed attempt; answers whether the caller is now locked out. */
  async recordFailure(email: string, ip: string): Promise<ThrottleVerdict> {
    const outcomes = await Promise.all([
      this.perEmailAndIp.consume(pairKey(email, ip)).then(
        (res) => exhausted(res, this.perEmailAndIp.points),
        (rejection: unknown) => rejected(rejection),
      ),
      this.perIp.consume(ip).then(
        (res) => exhausted(res, this.perIp.points),
        (rejection: unknown) => rejected(rejection),
      ),
    ]);
    return verdict(outcomes);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.perEmailAndIp.delete(pairKey(email, ip));
  }
}

function pairKey(email: string, ip: string): string {
  return `${email}|${ip}`;
}

/** Seconds left in the lockout when the counter is used up, otherwise undefined. */
function exhausted(res: RateLimiterRes | null, points: number): number | undefined {
  if (!res || res.consumedPoints < points) return undefined;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

function rejected(rejection: unknown): number {
  if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  throw rejection;
}

function verdict(lockouts: Array<number | undefined>): ThrottleVerdict {
  const waits = lockouts.filter((seconds): seconds is number => seconds !== undefined);
  return waits.length ? { blocked: true, retryAfterSeconds: Math.max(...waits) } : { blocked: false };
}
