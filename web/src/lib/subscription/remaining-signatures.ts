import type { Subscription } from './subscription-types.js';

/**
 * Remaining signatures = available minus consumed envelope quota (organization spec §3), never
 * below 0. Computed here too so an answer without `remaining` still reads right. The custom
 * Corporate plan's quota (available -1) has no limit: Infinity, so "any left?" stays true; show it
 * with remainingSignaturesText.
 */
export const remainingSignatures = (subscription: Subscription): number => {
  const { available, consumed } = subscription.quota.envelopes;
  if (available < 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, available - consumed);
};
