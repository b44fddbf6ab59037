import { AppError, errorFactory, ErrorStatus } from '@rubrica/errors';

export type SigningRequestErrorCode =
  'signing.invalid_drawing' | 'signing.invalid_request' | 'signing.attempts_exhausted';

function statusOf(code: SigningRequestErrorCode): ErrorStatus {
  switch (code) {
    case 'signing.invalid_drawing':
    case 'signing.invalid_request':
      return ErrorStatus.UnprocessableEntity;
    case 'signing.attempts_exhausted':
      return ErrorStatus.Internal;
  }
}

const signingRequestError = errorFactory(statusOf);

/** Errors of the envelopes service's requests: dotted codes under `signing.`, sent back in answers. */
export const SigningRequestError = {
  /** A drawing names a document the request does not carry, or has no kind. */
  invalidDrawing: (message: string) => signingRequestError('signing.invalid_drawing', message),
  /** Something the request must carry is missing (the signature page of a sealing request). */
  invalidRequest: (message: string) => signingRequestError('signing.invalid_request', message),
  /** Every attempt failed on something retrying could not fix in time (storage, database ...). */
  exhausted: (attempts: number) =>
    signingRequestError(
      'signing.attempts_exhausted',
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
