import { errorFactory, ErrorStatus } from '@rubrica/errors';

export type TimestampErrorCode = 'timestamp.unavailable' | 'timestamp.invalid_answer';

function statusOf(code: TimestampErrorCode): ErrorStatus {
  switch (code) {
    case 'timestamp.unavailable':
      return ErrorStatus.Unavailable;
    case 'timestamp.invalid_answer':
      return ErrorStatus.Internal;
  }
}

const timestampError = errorFactory(statusOf);

/**
 * Errors of the timestamp authority. Both are worth retrying (another call may succeed), and
 * neither ever fails a seal: past TSA_DEADLINE_MS the signature goes without a timestamp.
 */
export const TimestampError = {
  /** No answer, a refused connection, an HTTP error, or a status other than granted. */
  unavailable: (message: string) => timestampError('timestamp.unavailable', message),
  /** An answer that does not prove what was asked (imprint, nonce, certificate, signature). */
  invalidAnswer: (message: string) => timestampError('timestamp.invalid_answer', message),
};
