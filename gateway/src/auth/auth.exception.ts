import { AppError, ErrorStatus } from '@rubrica/errors';

/** The gateway's own refusals; messages are the spec's (the SPA reacts to some of them by text). */
export const AuthError = {
  unauthenticated: () => new AppError('auth.unauthenticated', ErrorStatus.Unauthorized, 'Unauthenticated.'),
  notAMember: () => AppError.forbidden('auth.not_a_member', 'You do not belong to this organization.'),
  emailNotVerified: () => AppError.forbidden('auth.email_not_verified', 'Your email address is not verified'),
  registrationIncomplete: () =>
    AppError.forbidden('auth.registration_incomplete', 'You must complete your registration'),
  ownerOnlyForApps: () =>
    AppError.forbidden('auth.owner_only', 'Only the owner, signed in, can delete an organization.'),
  /** A third-party token without the API scope the route needs (RFC 6750 §3.1 insufficient_scope). */
  insufficientScope: (scope: string) =>
    new AppError(
      'auth.insufficient_scope',
      ErrorStatus.Forbidden,
      `This application was not granted the ${scope} scope.`,
      undefined,
      { scope },
    ),
  invalidCsrfToken: () => AppError.forbidden('auth.invalid_csrf_token', 'Invalid CSRF token.'),
  invalidSignIn: () =>
    new AppError(
      'auth.invalid_sign_in',
      ErrorStatus.BadRequest,
      'The sign-in attempt is invalid or has expired. Please sign in again.',
    ),
};
