import { addMonths } from './add-months.util.js';

/**
 * The cycle of `months` months counted from `anchor` (UTC) that contains `now`: its start and
 * the start of the next one (the renewal). Both are steps from the anchor, so a cycle anchored on
 * the 31st runs Feb 28 → Mar 31, not Feb 28 → Mar 28. Before the anchor, the first cycle.
 */
export function currentCycle(anchor: Date, months: number, now: Date): { startedAt: Date; endsAt: Date } {
  if (now < anchor) return { startedAt: anchor, endsAt: addMonths(anchor, months) };
  const elapsed =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let offset = Math.floor(elapsed / months) * months;
  while (addMonths(anchor, offset) > now) offset -= months;
  return { startedAt: addMonths(anchor, offset), endsAt: addMonths(anchor, offset + months) };
}
