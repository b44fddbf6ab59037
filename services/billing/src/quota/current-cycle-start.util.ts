import { currentCycle } from './current-cycle.util.js';

/**
 * Start of the cycle containing `now` for cycles of `months` months counted from `anchor`
 * (UTC). A day missing in a shorter month falls on that month's last day (Jan 31 → Feb 28).
 */
export function currentCycleStart(anchor: Date, months: number, now: Date): Date {
  return currentCycle(anchor, months, now).startedAt;
}
