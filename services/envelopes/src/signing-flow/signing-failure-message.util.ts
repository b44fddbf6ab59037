/** Section 8: certificate failures are each prefixed by 'Could not complete the signature.' */
const PREFIX = 'Could not complete the signature.';

const CERTIFICATE_FAILURES: Record<string, string> = {
  'signing.certificate_not_found': 'No certificate found.',
  'signing.certificate_revoked': 'The certificate was revoked.',
  'signing.certificate_expired': 'The certificate has expired.',
  'signing.certificate_invalid': 'The certificate cannot be used to sign.',
  'signing.certificate_session_expired':
    'The session with the certificate service expired; sign in to it again.',
  'signing.invalid_credentials': 'The certificate service refused the credentials.',
  'signing.invalid_signature': 'The signature does not match the prepared document.',
  'signing.stale_preparation': 'The documents changed after the signature was prepared; sign again.',
};

/**
 * The history's words for a failed revision: certificate failures read as the SPA shows them;
 * anything else is the generic line (the signing service's own text stays in the entry's data).
 */
export function signingFailureMessage(name: string, failureCode: string): string {
  const reason = CERTIFICATE_FAILURES[failureCode];
  if (!reason) return 'Signature could not be processed';
  return `Signature of ${name} failed. ${PREFIX} ${reason}`;
}
