/** Spec §9: typed signature at most 30 characters, initials at most 5. */
export const TEXT_LIMITS = { signature: 30, initials: 5 } as const;

/**
 * Spec §5: initials default to the first letters of the name; a one-word name gives its first two
 * letters in upper case. Never longer than the 5 initials allow.
 */
export const defaultInitials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const letters =
    words.length === 1 ? Array.from(words[0]!).slice(0, 2) : words.map((word) => Array.from(word)[0]!);
  return Array.from(letters.join('').toLocaleUpperCase()).slice(0, TEXT_LIMITS.initials).join('');
};
