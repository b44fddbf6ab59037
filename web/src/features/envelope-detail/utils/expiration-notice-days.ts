const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many days before the envelope expires its expiration notice goes out. Our reading of the
 * spec's fields: effective_date_reminder_at is the expiration, effective_until the notice date.
 */
export const expirationNoticeDays = (
  expiresAt: string | null | undefined,
  noticeAt: string | null | undefined,
): number | null => {
  if (!expiresAt || !noticeAt) return null;
  const days = Math.round((new Date(expiresAt).getTime() - new Date(noticeAt).getTime()) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : null;
};
