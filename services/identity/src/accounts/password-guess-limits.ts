import type { IdentityConfig } from '../identity.config.js';
import type { ThrottleLimit } from './attempt-throttle.js';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/** Wrong passwords allowed wherever one is typed (sign-in, re-entering it): per account, per address. */
export function passwordGuessLimits(
  config: Pick<IdentityConfig, 'SIGN_IN_MAX_FAILURES' | 'SIGN_IN_MAX_FAILURES_PER_IP'>,
): { perAccount: ThrottleLimit; perAddress: ThrottleLimit } {
  return {
    perAccount: { points: config.SIGN_IN_MAX_FAILURES, durationSeconds: FIFTEEN_MINUTES },
    perAddress: { points: config.SIGN_IN_MAX_FAILURES_PER_IP, durationSeconds: ONE_HOUR },
  };
}
