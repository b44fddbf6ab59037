import { AppError, ErrorStatus } from '@rubrica/errors';

/** Errors of the envelopes service's requests: dotted codes under `signing.`, sent back in answers. */
export const SigningRequestError = {
  /** A drawing names a document the request does not carry, or has no kind. */
  invalidDrawing: (message: string) =>
    new AppError('signing.invalid_drawing', ErrorStatus.UnprocessableEntity, message),
  /** Something the request must carry is missing (the signature page of a sealing request). */
  invalidRequest: (message: string) =>
    new AppError('signing.invalid_request', ErrorStatus.UnprocessableEntity, message),
  /** Every attempt failed on something retrying could not fix in time (storage, database ...). */
  exhausted: (attempts: number) =>
    new AppError(
      'signing.attempts_exhausted',
      ErrorStatus.Internal,
      `The work failed ${attempts} times; see the signing worker's log.`,
    ),
};

/**
 * A failure worth retrying: anything that is not a client error of our own making. PDF errors,
 * invalid drawings and invalid keys would fail the same way again, so they are answered at once.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof AppError)) return true;
  return error.status >= 500;
}
