/** A date (and optionally time) in the interface language; '—' when there is none. */
export const formatDate = (value: string | null | undefined, language: string, withTime = false): string => {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
};
