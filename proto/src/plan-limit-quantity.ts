import type { PlanLimit } from './gen/rubrica/billing/v1/subscription_pb.js';

/**
 * The quantity of one plan limit (`limitation` as the SPA knows it: `users`, `storage`, ...): a
 * number, null for no limit (a negative quantity, as a custom plan sets), or undefined when the
 * limits are unknown (billing never answered) or list no such limitation.
 */
export function planLimitQuantity(
  limits: readonly PlanLimit[] | undefined,
  limitation: string,
): number | null | undefined {
  const limit = limits?.find((entry) => entry.limitation === limitation);
  if (!limit) return undefined;
  return limit.quantity < 0n ? null : Number(limit.quantity);
}
