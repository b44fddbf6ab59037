import { gatewayError } from '../gateway.errors.js';

/** The gateway's own refusals of a caller (codes, statuses and messages in gateway.errors.ts). */
export const AuthError = {
  unauthenticated: () => gatewayError('auth.unauthenticated'),
  notAMember: () => gatewayError('auth.not_a_member'),
  emailNotVerified: () => gatewayError('auth.email_not_verified'),
  registrationIncomplete: () => gatewayError('auth.registration_incomplete'),
  ownerOnlyForApps: () => gatewayError('auth.owner_only'),
  /** A third-party token without the API scope the route needs (RFC 6750 §3.1 insufficient_scope). */
  insufficientScope: (scope: string) => gatewayError('auth.insufficient_scope', { scope }),
  invalidCsrfToken: () => gatewayError('auth.invalid_csrf_token'),
  invalidSignIn: () => gatewayError('auth.invalid_sign_in'),
};
