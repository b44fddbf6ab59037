import type { PageLocale } from './signature-page.messages.js';

/**
 * An RFC 3339 instant as the page's readers write dates (UTC, stated, so the page means the same
 * everywhere); text that is not a date is printed as given.
 */
export function formatDateTime(value: string, locale: PageLocale): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const formatted = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
  return `${formatted} UTC`;
}
