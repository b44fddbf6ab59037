import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const CSRF_HEADER = 'x-csrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string | undefined): boolean {
  return STATE_CHANGING.has((method ?? 'GET').toUpperCase());
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a state-changing request made with the session cookie really comes from our own pages:
 * it must echo the session's CSRF token in `X-CSRF-Token` (a cross-site page can neither read the
 * cookie nor set the header) and, when the browser says where the request comes from
 * (`Origin`, `Sec-Fetch-Site`), that must be our own origin.
 */
export function csrfAllows(
  req: IncomingMessage,
  expectedToken: string,
  ownOrigins: readonly string[],
  /** The token when it travels elsewhere than the header (a form field); the header otherwise. */
  formToken?: string,
): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = req.headers.origin;
  if (origin !== undefined && !ownOrigins.includes(origin)) return false;
  const given = formToken ?? req.headers[CSRF_HEADER];
  return typeof given === 'string' && expectedToken !== '' && sameToken(given, expectedToken);
}
