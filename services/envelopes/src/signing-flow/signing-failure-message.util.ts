import type { HistoryText } from '../envelopes/history/history-text.js';

/** Section 8: the certificate failures the SPA words with 'Could not complete the signature.' */
const CERTIFICATE_FAILURES = new Set([
  'signing.certificate_not_found',
  'signing.certificate_revoked',
  'signing.certificate_expired',
  'signing.certificate_invalid',
  'signing.certificate_session_expired',
  'signing.invalid_credentials',
  'signing.invalid_signature',
  'signing.stale_preparation',
]);

/**
 * The history's sentence for a failed revision: certificate failures name the signer and the
 * failure (worded from the error catalogue in the reader's language); anything else is the
 * generic line (the signing service's own text stays in the entry's data).
 */
export function signingFailureMessage(name: string, failureCode: string): HistoryText {
  if (!CERTIFICATE_FAILURES.has(failureCode)) return { code: 'recipient.signing_failed' };
  return { code: 'recipient.signing_failed_certificate', params: { name, failure: failureCode } };
}
