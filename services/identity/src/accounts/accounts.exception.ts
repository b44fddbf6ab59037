import { identityError } from '../common/identity.errors.js';

/** Errors of the account routes: dotted codes under `account.`. */
export const AccountError = {
  userNotFound: () => identityError('account.user_not_found', 'User not found.'),
  currentPasswordIncorrect: () =>
    identityError('account.current_password_incorrect', 'The given data was invalid.', {
      current_password: ['The current password is incorrect.'],
    }),
  alreadyVerified: () =>
    identityError('account.email_already_verified', 'Your email address is already verified.'),
  resendTooSoon: (seconds: number) =>
    identityError(
      'account.verification_resent_too_soon',
      `Please wait ${seconds} seconds before asking for another verification email.`,
      undefined,
      { seconds },
    ),
  tooManyAttempts: (seconds: number) =>
    identityError(
      'account.too_many_attempts',
      `Too many attempts. Please wait ${seconds} seconds and try again.`,
      undefined,
      { seconds },
    ),
};
