import type { Logger } from '@nestjs/common';
import type { AppError } from '@rubrica/errors';
import { timestampNow, type Timestamp } from '@rubrica/proto';
import { isLastAttempt, type JobAttempt } from './job-attempt.js';
import { isRetryable, SigningRequestError } from './signing-requests.exception.js';

/** What a request's failed answer says besides its identifiers. */
export interface FinalFailure {
  occurredAt: Timestamp;
  failureCode: string;
  failureMessage: string;
}

/**
 * The failure a job answers once its work has failed for good: rethrows `error` while retrying can
 * still help (a retryable error before the last attempt), so the queue runs the job again. A
 * retryable error on the last attempt is answered as exhausted attempts; any other as itself.
 */
export function finalFailure(
  error: unknown,
  attempt: JobAttempt,
  logger: Logger,
  requestId: string,
): FinalFailure {
  if (isRetryable(error) && !isLastAttempt(attempt)) throw error;
  const failure = isRetryable(error) ? SigningRequestError.exhausted(attempt.of) : (error as AppError);
  logger.warn(`request ${requestId} failed for good (${failure.code}): ${(error as Error).message}`);
  return { occurredAt: timestampNow(), failureCode: failure.code, failureMessage: failure.message };
}
