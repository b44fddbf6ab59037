import type { PageLocale } from './signature-page.messages.js';

/**
 * An RFC 3339 instant as the page's readers write dates (UTC, stated, so the page means the same
 * everywhere); text that is not a date is printed as given.
 */
export function formatDateTime(value: string, locale: PageLocale): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatterFor(locale).format(date)} UTC`;
}

/** One formatter per language: making one costs far more than formatting with it. */
const formatters = new Map<PageLocale, Intl.DateTimeFormat>();

function formatterFor(locale: PageLocale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter;
}
