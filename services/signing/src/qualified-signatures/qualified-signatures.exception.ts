import { AppError, errorFactory, ErrorStatus } from '@rubrica/errors';

export type QualifiedSignatureErrorCode =
  | 'signing.invalid_credentials'
  | 'signing.certificate_session_expired'
  | 'signing.certificate_not_found'
  | 'signing.certificate_revoked'
  | 'signing.certificate_expired'
  | 'signing.certificate_invalid'
  | 'signing.preparation_not_found'
  | 'signing.stale_preparation'
  | 'signing.invalid_signature'
  | 'signing.certificate_provider_unavailable'
  | 'signing.certificate_provider_error';

function statusOf(code: QualifiedSignatureErrorCode): ErrorStatus {
  switch (code) {
    case 'signing.invalid_credentials':
    case 'signing.certificate_session_expired':
    case 'signing.certificate_not_found':
    case 'signing.certificate_revoked':
    case 'signing.certificate_expired':
    case 'signing.certificate_invalid':
    case 'signing.preparation_not_found':
    case 'signing.stale_preparation':
    case 'signing.invalid_signature':
    case 'signing.certificate_provider_error':
      return ErrorStatus.UnprocessableEntity;
    case 'signing.certificate_provider_unavailable':
      return ErrorStatus.Unavailable;
  }
}

const qualifiedSignatureError = errorFactory(statusOf);

/**
 * Errors of qualified (ICP-Brasil) signatures: dotted codes under `signing.`, answered on
 * `POST /bird-id`, by `signing.prepare_signable_hashes.v1` and in `rubrica.signing.recipient.failed`.
 */
export const QualifiedSignatureError = {
  /** The provider refused the CPF/CNPJ and OTP (spec §8: shown inline in the modal). */
  invalidCredentials: (message = 'Invalid credentials: check the CPF/CNPJ and the one-time password.') =>
    qualifiedSignatureError('signing.invalid_credentials', message),
  /** The `POST /bird-id` session (or the provider's token behind it) has expired or is unknown. */
  sessionExpired: () =>
    qualifiedSignatureError(
      'signing.certificate_session_expired',
      'The cloud certificate session has expired; sign in to the certificate service again.',
    ),
  /** No usable certificate under the session (or not the alias asked for). */
  certificateNotFound: () =>
    qualifiedSignatureError('signing.certificate_not_found', 'No certificate found.'),
  certificateRevoked: () =>
    qualifiedSignatureError('signing.certificate_revoked', 'The certificate was revoked.'),
  certificateExpired: (message = 'The certificate has expired.') =>
    qualifiedSignatureError('signing.certificate_expired', message),
  /** A chain that cannot sign: unreadable, not yet valid, or without a signing key usage. */
  certificateInvalid: (message: string) => qualifiedSignatureError('signing.certificate_invalid', message),
  /** The prepared transaction (`tcn`) is unknown, expired or another recipient's. */
  preparationNotFound: () =>
    qualifiedSignatureError(
      'signing.preparation_not_found',
      'The prepared signature was not found or has expired; prepare it again.',
    ),
  /** A document changed since its hashes were prepared (another signer acted first). */
  stalePreparation: (documentId: string) =>
    qualifiedSignatureError(
      'signing.stale_preparation',
      `Document ${documentId} changed after its hash was prepared; prepare it again.`,
    ),
  /** The signature returned for a document does not verify against its certificate and hash. */
  invalidSignature: (documentId: string) =>
    qualifiedSignatureError(
      'signing.invalid_signature',
      `The signature of document ${documentId} does not match its hash and certificate.`,
    ),
  /** The provider failed (5xx, timeout, unreachable): worth retrying. */
  providerUnavailable: (message: string) =>
    qualifiedSignatureError('signing.certificate_provider_unavailable', message),
  /** The provider answered something the protocol does not allow. */
  providerError: (message: string) => qualifiedSignatureError('signing.certificate_provider_error', message),
  /** A request-reply payload its proto cannot read. */
  invalidRpcRequest: () => AppError.coded('body', 'validation.invalid'),
};
