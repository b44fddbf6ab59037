import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestContext } from '@rubrica/telemetry';

// A forwarded id is kept only if it cannot smuggle anything into log lines or headers.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id: the gateway's `X-Request-Id` when present, a new one otherwise.
 * The id is written back on the request (the error filter quotes it as the 5xx correlation id),
 * on the response, and into the async request context that the logger reads.
 */
export function requestIdMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  requestContext.run({ requestId }, next);
}
