import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/** One counter: how many attempts in how long, blocked for the rest of the window once used up. */
export interface ThrottleLimit {
  points: number;
  durationSeconds: number;
}

/**
 * Attempts counted in Redis (every replica shares them) per account and per address: an account
 * attacked from many places, and many accounts tried from one place. Past either limit the caller
 * is refused for the rest of that counter's window. `SignInThrottle` and the account-request and
 * password-check throttles are configurations of this one.
 */
export class AttemptThrottle {
  private readonly perAccount: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;

  constructor(
    redis: Redis,
    keyPrefix: string,
    limits: { perAccount: ThrottleLimit; perAddress: ThrottleLimit },
  ) {
    const limiter = (suffix: string, limit: ThrottleLimit) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}:${suffix}`,
        points: limit.points,
        duration: limit.durationSeconds,
        blockDuration: limit.durationSeconds,
      });
    this.perAccount = limiter('account', limits.perAccount);
    this.perAddress = limiter('ip', limits.perAddress);
  }

  /** Whether this account may be tried from this address now (nothing is counted). */
  async check(account: string, ip: string): Promise<ThrottleVerdict> {
    const [pair, address] = await Promise.all([this.perAccount.get(account), this.perAddress.get(ip)]);
    return verdict([exhausted(pair, this.perAccount.points), exhausted(address, this.perAddress.points)]);
  }

  /** Counts a failed attempt; answers whether the caller is now locked out (the last one locks). */
  recordFailure(account: string, ip: string): Promise<ThrottleVerdict> {
    return this.consume(account, ip, (res, points) => exhausted(res, points));
  }

  /** Counts a request; answers whether it is over a limit (the last allowed one goes through). */
  take(account: string, ip: string): Promise<ThrottleVerdict> {
    return this.consume(account, ip, () => undefined);
  }

  /** Forgets the account's count (a success proves the caller knew the password). */
  async reset(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }

  private async consume(
    account: string,
    ip: string,
    counted: (res: RateLimiterRes, points: number) => number | undefined,
  ): Promise<ThrottleVerdict> {
    const outcomes = await Promise.all(
      [
        [this.perAccount, account],
        [this.perAddress, ip],
      ].map(([limiter, key]) =>
        (limiter as RateLimiterRedis).consume(key as string).then(
          (res) => counted(res, (limiter as RateLimiterRedis).points),
          (rejection: unknown) => rejected(rejection),
        ),
      ),
    );
    return verdict(outcomes);
  }
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
