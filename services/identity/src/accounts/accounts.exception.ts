import { AppError, ErrorStatus } from '@rubrica/errors';

/** Errors of the account routes: dotted codes under `account.`. */
export const AccountError = {
  userNotFound: () => AppError.notFound('account.user_not_found', 'User not found.'),
  currentPasswordIncorrect: () =>
    new AppError(
      'account.current_password_incorrect',
      ErrorStatus.UnprocessableEntity,
      'The given data was invalid.',
      {
        current_password: ['The current password is incorrect.'],
      },
    ),
  alreadyVerified: () =>
    new AppError(
      'account.email_already_verified',
      ErrorStatus.UnprocessableEntity,
      'Your email address is already verified.',
    ),
  resendTooSoon: (seconds: number) =>
    new AppError(
      'account.verification_resent_too_soon',
      ErrorStatus.TooManyRequests,
      `Please wait ${seconds} seconds before asking for another verification email.`,
      undefined,
      { seconds },
    ),
  tooManyAttempts: (seconds: number) =>
    new AppError(
      'account.too_many_attempts',
      ErrorStatus.TooManyRequests,
      `Too many attempts. Please wait ${seconds} seconds and try again.`,
      undefined,
      { seconds },
    ),
};
