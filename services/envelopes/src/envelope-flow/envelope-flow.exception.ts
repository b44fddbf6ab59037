import { envelopesError } from '../common/envelopes.errors.js';

/** Errors of what a recipient's link opens. */
export const PublicError = {
  // Section 8: "Invalid token (400) on envelope fetch: alert 'invalid token'".
  invalidToken: () => envelopesError('token.invalid', 'invalid token'),
  fieldNotFound: () => envelopesError('field.not_found', 'Field not found.'),
  identifierNotFound: () => envelopesError('identifier.not_found', 'Identifier not found.'),
};
