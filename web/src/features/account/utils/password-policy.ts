/** The identity service's new-password rule: length and character classes, checked as one types. */
export const PASSWORD_MIN_LENGTH = 10;

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit';

export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'lowercase', 'uppercase', 'digit'];

/** Which rules the password meets (letters and digits of any script count, as on the server). */
export const passwordRulesMet = (password: string): Record<PasswordRule, boolean> => ({
  length: Array.from(password).length >= PASSWORD_MIN_LENGTH,
  lowercase: /\p{Ll}/u.test(password),
  uppercase: /\p{Lu}/u.test(password),
  digit: /\p{Nd}/u.test(password),
});

/** The server's code for a password that meets the rules but is too easy to guess. */
export const GUESSABLE_PASSWORD_CODE = 'password.common';
