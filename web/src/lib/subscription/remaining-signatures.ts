import type { Subscription } from './subscription-types.js';

/**
 * Remaining signatures = available minus consumed envelope quota (envelopes spec §9), never below
 * 0. Computed here too so an answer without `remaining` still reads right.
 */
export const remainingSignatures = (subscription: Subscription): number => {
  const { available, consumed } = subscription.quota.envelopes;
  return Math.max(0, available - consumed);
};
