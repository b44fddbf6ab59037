import { AppError, ErrorStatus } from '@rubrica/errors';

/**
 * Every refusal the gateway answers itself, by dotted code; the status and the message of each are
 * decided here once (messages are the spec's: the SPA reacts to some of them by text).
 */
export type GatewayErrorCode =
  | 'auth.unauthenticated'
  | 'auth.not_a_member'
  | 'auth.email_not_verified'
  | 'auth.registration_incomplete'
  | 'auth.owner_only'
  | 'auth.insufficient_scope'
  | 'auth.invalid_csrf_token'
  | 'auth.invalid_sign_in'
  | 'http.405'
  | 'rate_limit.exceeded'
  | 'route.malformed_path'
  | 'route.not_found';

function statusOf(code: GatewayErrorCode): ErrorStatus {
  switch (code) {
    case 'auth.unauthenticated':
      return ErrorStatus.Unauthorized;
    case 'auth.not_a_member':
    case 'auth.email_not_verified':
    case 'auth.registration_incomplete':
    case 'auth.owner_only':
    case 'auth.insufficient_scope':
    case 'auth.invalid_csrf_token':
      return ErrorStatus.Forbidden;
    case 'auth.invalid_sign_in':
    case 'route.malformed_path':
      return ErrorStatus.BadRequest;
    case 'route.not_found':
      return ErrorStatus.NotFound;
    case 'http.405':
      return ErrorStatus.MethodNotAllowed;
    case 'rate_limit.exceeded':
      return ErrorStatus.TooManyRequests;
  }
}

const MESSAGES: Record<GatewayErrorCode, string> = {
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.not_a_member': 'You do not belong to this organization.',
  'auth.email_not_verified': 'Your email address is not verified',
  'auth.registration_incomplete': 'You must complete your registration',
  'auth.owner_only': 'Only the owner, signed in, can delete an organization.',
  'auth.insufficient_scope': 'This application was not granted the {scope} scope.',
  'auth.invalid_csrf_token': 'Invalid CSRF token.',
  'auth.invalid_sign_in': 'The sign-in attempt is invalid or has expired. Please sign in again.',
  'http.405': 'Method not allowed.',
  'rate_limit.exceeded': 'Too many requests.',
  'route.malformed_path': 'Bad request.',
  'route.not_found': 'Not found.',
};

/** The refusal of `code`; `params` fill its message's placeholders and travel with it. */
export function gatewayError(code: GatewayErrorCode, params?: Record<string, string>): AppError {
  const message = MESSAGES[code].replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => params?.[name] ?? placeholder,
  );
  return new AppError(code, statusOf(code), message, undefined, params);
}
