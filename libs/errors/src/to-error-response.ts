import { randomUUID } from 'node:crypto';
import { AppError, ErrorStatus, type ErrorBody } from './app-error.js';
import { localizeErrorBody } from './messages/localize-error-body.js';
import type { MessageLocale } from './messages/message-locale.js';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Set when the fault was not an expected one and must be logged with its cause. */
  unexpected?: { correlationId: string; cause: unknown };
}

const httpMessages: Record<number, string> = {
  400: 'Bad request.',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests.',
};

interface HttpLike {
  getStatus(): number;
  getResponse(): unknown;
}

function isHttpLike(error: unknown): error is HttpLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as HttpLike).getStatus === 'function' &&
    typeof (error as HttpLike).getResponse === 'function'
  );
}

/**
 * Turns any thrown value into the spec's status and body, worded in `locale` when the caller
 * named one (the message as written otherwise).
 */
export function toErrorResponse(
  error: unknown,
  correlationId: string = randomUUID(),
  locale?: MessageLocale,
): ErrorResponse {
  const response = toPlainErrorResponse(error, correlationId);
  return locale ? { ...response, body: localizeErrorBody(response.body, locale) } : response;
}

/**
 * Expected errors keep their code and message; anything else becomes a 500 that shows only a
 * correlation id.
 */
function toPlainErrorResponse(error: unknown, correlationId: string): ErrorResponse {
  if (error instanceof AppError) {
    if (error.status >= 500) return internal(correlationId, error);
    return { status: error.status, body: error.toBody() };
  }
  if (isHttpLike(error)) {
    // Framework errors (unknown route, malformed JSON, payload too large): keep the status, use our words.
    const status = error.getStatus();
    if (status >= 500) return internal(correlationId, error);
    const response = error.getResponse();
    const given =
      typeof response === 'object' && response !== null && 'message' in response
        ? (response as { message: unknown }).message
        : undefined;
    const message = typeof given === 'string' ? given : (httpMessages[status] ?? 'Bad request.');
    // A framework's own wording (a parser's detail) is kept only for callers that asked for none.
    return { status, body: { message, code: `http.${status}` } };
  }
  return internal(correlationId, error);
}

function internal(correlationId: string, cause: unknown): ErrorResponse {
  return {
    status: ErrorStatus.Internal,
    body: { message: 'Server error.', code: 'internal', correlation_id: correlationId },
    unexpected: { correlationId, cause },
  };
}
