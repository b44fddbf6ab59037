/**
 * The pause before retry number `retry` (1 for the first), from the schedule, varied by up to 20%
 * either way so endpoints that failed together do not all retry at the same instant. Undefined
 * once the schedule is spent: the delivery has failed for good.
 */
export function retryDelay(
  schedule: readonly number[],
  retry: number,
  random = Math.random,
): number | undefined {
  const base = schedule[retry - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.8 + 0.4 * random()));
}
