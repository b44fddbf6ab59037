import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { localeFromAcceptLanguage, toErrorResponse, type AppError, type ErrorBody } from '@rubrica/errors';

/** Writes a small JSON answer of the gateway's own (errors, health), unless the response has begun. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

/** The spec's error body for an error the gateway itself raises (401, 403, 404, 429 ...). */
export function sendAppError(
  res: ServerResponse,
  error: AppError,
  requestId: string,
  headers: OutgoingHttpHeaders = {},
): void {
  // In the language the caller reads (the SPA sends the one it shows); as written otherwise.
  const locale = localeFromAcceptLanguage(res.req?.headers['accept-language']);
  const { status, body } = toErrorResponse(error, requestId, locale);
  sendJson(res, status, body, headers);
}

/** A 5xx of the gateway's own: like every 5xx, it shows only the id to quote to support. */
export function sendUpstreamFailure(
  res: ServerResponse,
  status: 502 | 503 | 504,
  message: string,
  requestId: string,
  headers: OutgoingHttpHeaders = {},
): void {
  const body: ErrorBody = { message, correlation_id: requestId };
  sendJson(res, status, body, headers);
}
