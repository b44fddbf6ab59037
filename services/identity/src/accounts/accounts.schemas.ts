import { z } from '@rubrica/config';
import { isGuessablePassword } from './password-guessability.js';

/**
 * The new-password rule: the spec's character classes (workspace and personal §5), at least 10
 * characters (longer than any of the spec's readings, which all predate the breached-password
 * check) and not a common or breached password.
 */
export const PASSWORD_MIN_LENGTH = 10;

export type PasswordProblem = 'too_short' | 'lowercase' | 'uppercase' | 'digit' | 'common';

/**
 * Every part of the rule `password` misses, in a stable order. `userInputs` (the account's name
 * and e-mail) make a password built from them count as guessable.
 */
export function passwordProblems(password: string, userInputs: readonly string[] = []): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase');
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (!/\p{Nd}/u.test(password)) problems.push('digit');
  // Only a password that meets the rest is worth estimating (and the estimate costs CPU).
  if (!problems.length && isGuessablePassword(password, userInputs)) problems.push('common');
  return problems;
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  lowercase: 'The password must contain at least one lowercase letter.',
  uppercase: 'The password must contain at least one uppercase letter.',
  digit: 'The password must contain at least one number.',
  common: 'This password is too common or easy to guess: choose another.',
};

/** The catalogue code of each problem (libs/errors messages), for the API's `field_codes`. */
const PASSWORD_CODES: Record<PasswordProblem, { code: string; values?: Record<string, number> }> = {
  too_short: { code: 'password.too_short', values: { min: PASSWORD_MIN_LENGTH } },
  lowercase: { code: 'password.lowercase' },
  uppercase: { code: 'password.uppercase' },
  digit: { code: 'password.digit' },
  common: { code: 'password.common' },
};

/** What the account pages can say about a field (translated by the pages' catalogues). */
export type FieldProblem = 'required' | 'invalid_email' | 'too_long' | PasswordProblem;
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem[]>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 255;
const MAX_NAME_LENGTH = 255;
/** argon2 takes long inputs, but nobody types more than this; refusing more bounds the work. */
const MAX_PASSWORD_LENGTH = 256;

export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function emailProblems(email: string): FieldProblem[] {
  if (!email) return ['required'];
  if (email.length > MAX_EMAIL_LENGTH) return ['too_long'];
  return EMAIL.test(email) ? [] : ['invalid_email'];
}

export function newPasswordProblems(value: unknown, userInputs: readonly string[] = []): FieldProblem[] {
  const password = typeof value === 'string' ? value : '';
  if (!password) return ['required'];
  if (password.length > MAX_PASSWORD_LENGTH) return ['too_long'];
  return passwordProblems(password, userInputs);
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Checks the sign-up form; `problems` is empty when `input` can be used. */
export function checkSignUp(body: Record<string, unknown>): {
  input: SignUpInput;
  problems: FieldProblems<keyof SignUpInput>;
} {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const email = normalizeEmail(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  const problems: FieldProblems<keyof SignUpInput> = {};
  const nameProblems: FieldProblem[] = !name
    ? ['required']
    : name.length > MAX_NAME_LENGTH
      ? ['too_long']
      : [];
  if (nameProblems.length) problems.name = nameProblems;
  const emailIssues = emailProblems(email);
  if (emailIssues.length) problems.email = emailIssues;
  // The name and the address's local part: the domain is often a company's, shared by colleagues.
  const passwordIssues = newPasswordProblems(password, [name, email.split('@')[0] ?? '']);
  if (passwordIssues.length) problems.password = passwordIssues;
  return { input: { name, email, password }, problems };
}

export function hasProblems(problems: Partial<Record<string, FieldProblem[]>>): boolean {
  return Object.values(problems).some((list) => list && list.length > 0);
}

/** `PUT /me/password` */
export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: 'The current password field is required.' })
    .min(1, 'The current password field is required.'),
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(MAX_PASSWORD_LENGTH, `The password may not be greater than ${MAX_PASSWORD_LENGTH} characters.`)
    .superRefine((password, context) => {
      for (const problem of passwordProblems(password)) {
        context.addIssue({
          code: 'custom',
          message: PASSWORD_MESSAGES[problem],
          params: PASSWORD_CODES[problem],
        });
      }
    }),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
