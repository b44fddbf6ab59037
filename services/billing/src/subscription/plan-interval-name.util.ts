/** Display-name keys of the plan intervals (organization and commercial areas §9). */
export type PlanIntervalName = 'month' | 'quarter' | 'semester' | 'year';

/**
 * The key the web client translates for an interval of `months` months: 1, 3, 6 and 12 are the
 * spec's intervals; any other length takes the name of the longest one it covers.
 */
export function planIntervalName(months: number): PlanIntervalName {
  if (months >= 12) return 'year';
  if (months >= 6) return 'semester';
  if (months >= 3) return 'quarter';
  return 'month';
}
