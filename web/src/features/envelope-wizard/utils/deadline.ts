/** A `YYYY-MM-DD` date in local time. */
export const localDateText = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export const tomorrowText = (now: Date = new Date()): string =>
  localDateText(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));

/** Spec §5: the signature deadline must not be before tomorrow. An empty deadline is no deadline. */
export const isDeadlineValid = (value: string, now: Date = new Date()): boolean =>
  value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= tomorrowText(now));

/** The deadline as the server stores it: the end of the chosen day, local time. */
export const deadlineToIso = (value: string): string | null => {
  if (!value) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59).toISOString();
};

export const isoToDeadline = (iso: string | null | undefined): string =>
  iso ? localDateText(new Date(iso)) : '';

/** Spec §9: reminders every 24, 72 or 120 hours. */
export const REMINDER_HOURS = [24, 72, 120] as const;
