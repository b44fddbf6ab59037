/**
 * Start of the cycle containing `now` for cycles of `months` months counted from `anchor`
 * (UTC). A day missing in a shorter month falls on that month's last day (Jan 31 → Feb 28).
 */
export function currentCycleStart(anchor: Date, months: number, now: Date): Date {
  if (now < anchor) return anchor;
  const elapsed =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let offset = Math.floor(elapsed / months) * months;
  let start = addMonths(anchor, offset);
  while (start > now) {
    offset -= months;
    start = addMonths(anchor, offset);
  }
  return start;
}

function addMonths(date: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}
