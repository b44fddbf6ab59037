/**
 * What an avatar without a picture shows: the first letters of the first and last words of the
 * name ("Maria da Silva" → "MS"), the first two letters of a one-word name, or the e-mail's first.
 */
export const initials = (name: string | null | undefined, email?: string | null): string => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = (word: string) => Array.from(word)[0] ?? '';
  if (words.length >= 2) return (first(words[0]!) + first(words.at(-1)!)).toUpperCase();
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
  return first((email ?? '').trim()).toUpperCase() || '?';
};
