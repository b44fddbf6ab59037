import { AppError, ErrorStatus } from '@rubrica/errors';

/** Nobody answered in time (no responder, timeout, NATS unreachable): the caller may retry later. */
export function rpcUnavailable(pattern: string, reason: string): AppError {
  return new AppError(
    'rpc.unavailable',
    ErrorStatus.Unavailable,
    `The ${pattern} service is unavailable (${reason}).`,
  );
}
