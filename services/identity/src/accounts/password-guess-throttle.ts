import type { Redis } from 'ioredis';
import type { IdentityConfig } from '../identity.config.js';
import { AttemptThrottle } from './attempt-throttle.js';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * The counter of wrong passwords where one is typed (`place`: sign-in, re-entering it), its keys
 * under `<REDIS_KEY_PREFIX>:<place>`. Every place allows the same failures per account and per
 * address.
 */
export function passwordGuessThrottle(
  redis: Redis,
  config: Pick<IdentityConfig, 'REDIS_KEY_PREFIX' | 'SIGN_IN_MAX_FAILURES' | 'SIGN_IN_MAX_FAILURES_PER_IP'>,
  place: string,
): AttemptThrottle {
  return new AttemptThrottle(redis, `${config.REDIS_KEY_PREFIX}:${place}`, {
    perAccount: { points: config.SIGN_IN_MAX_FAILURES, durationSeconds: FIFTEEN_MINUTES },
    perAddress: { points: config.SIGN_IN_MAX_FAILURES_PER_IP, durationSeconds: ONE_HOUR },
  });
}
