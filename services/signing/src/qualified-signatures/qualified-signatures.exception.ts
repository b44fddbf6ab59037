import { AppError, ErrorStatus } from '@rubrica/errors';

/**
 * Errors of qualified (ICP-Brasil) signatures: dotted codes under `signing.`, answered on
 * `POST /bird-id`, by `signing.prepare_signable_hashes.v1` and in `rubrica.signing.recipient.failed`.
 */
export const QualifiedSignatureError = {
  /** The provider refused the CPF/CNPJ and OTP (spec §8: shown inline in the modal). */
  invalidCredentials: (message = 'Invalid credentials: check the CPF/CNPJ and the one-time password.') =>
    new AppError('signing.invalid_credentials', ErrorStatus.UnprocessableEntity, message),
  /** The `POST /bird-id` session (or the provider's token behind it) has expired or is unknown. */
  sessionExpired: () =>
    new AppError(
      'signing.certificate_session_expired',
      ErrorStatus.UnprocessableEntity,
      'The cloud certificate session has expired; sign in to the certificate service again.',
    ),
  /** No usable certificate under the session (or not the alias asked for). */
  certificateNotFound: () =>
    new AppError('signing.certificate_not_found', ErrorStatus.UnprocessableEntity, 'No certificate found.'),
  certificateRevoked: () =>
    new AppError(
      'signing.certificate_revoked',
      ErrorStatus.UnprocessableEntity,
      'The certificate was revoked.',
    ),
  certificateExpired: (message = 'The certificate has expired.') =>
    new AppError('signing.certificate_expired', ErrorStatus.UnprocessableEntity, message),
  /** A chain that cannot sign: unreadable, not yet valid, or without a signing key usage. */
  certificateInvalid: (message: string) =>
    new AppError('signing.certificate_invalid', ErrorStatus.UnprocessableEntity, message),
  /** The prepared transaction (`tcn`) is unknown, expired or another recipient's. */
  preparationNotFound: () =>
    new AppError(
      'signing.preparation_not_found',
      ErrorStatus.UnprocessableEntity,
      'The prepared signature was not found or has expired; prepare it again.',
    ),
  /** A document changed since its hashes were prepared (another signer acted first). */
  stalePreparation: (documentId: string) =>
    new AppError(
      'signing.stale_preparation',
      ErrorStatus.UnprocessableEntity,
      `Document ${documentId} changed after its hash was prepared; prepare it again.`,
    ),
  /** The signature returned for a document does not verify against its certificate and hash. */
  invalidSignature: (documentId: string) =>
    new AppError(
      'signing.invalid_signature',
      ErrorStatus.UnprocessableEntity,
      `The signature of document ${documentId} does not match its hash and certificate.`,
    ),
  /** The provider failed (5xx, timeout, unreachable): worth retrying. */
  providerUnavailable: (message: string) =>
    new AppError('signing.certificate_provider_unavailable', ErrorStatus.Unavailable, message),
  /** The provider answered something the protocol does not allow. */
  providerError: (message: string) =>
    new AppError('signing.certificate_provider_error', ErrorStatus.UnprocessableEntity, message),
};
