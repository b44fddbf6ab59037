import type { IncomingMessage } from 'node:http';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from './session-cookies.js';

/**
 * Whether the browser sent the session or the CSRF cookie. Both outlive the session they name
 * (the cookies last the absolute lifetime, the session ends after the idle one, or is ended
 * elsewhere): such a request, when no session answers, must get them cleared, or the SPA,
 * which reads the CSRF cookie to know whether it is signed in, treats a visitor as a member
 * (a token link then asks for sign-in instead of opening the public viewer).
 */
export function carriesSessionCookies(req: IncomingMessage): boolean {
  return readCookie(req, SESSION_COOKIE) !== undefined || readCookie(req, CSRF_COOKIE) !== undefined;
}

/** A page navigation (the HTML document), as opposed to a script, style or image request. */
export function isPageNavigation(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-dest'] === 'document') return true;
  const accept = req.headers.accept;
  return typeof accept === 'string' && /\btext\/html\b/i.test(accept);
}
