import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = 'rubrica_session';
export const CSRF_COOKIE = 'rubrica_csrf';

export interface CookieOptions {
  /** Secure cookies (production: the gateway is reached over HTTPS). */
  secure: boolean;
  maxAgeSeconds: number;
}

/** The value of one cookie of the request, or undefined. The first one wins when repeated. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    if (pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

/** The Cookie header without the named cookies (what the services behind the gateway receive). */
export function withoutCookies(header: string, names: ReadonlySet<string>): string | undefined {
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !names.has(pair.split('=')[0]!.trim()));
  return kept.length ? kept.join('; ') : undefined;
}

function cookie(name: string, value: string, options: CookieOptions, httpOnly: boolean): string {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${options.maxAgeSeconds}`, 'SameSite=Lax'];
  if (httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The session cookie is out of scripts' reach; the CSRF cookie is readable on purpose, so the SPA
 * can echo it in `X-CSRF-Token`. Both are Lax: a link from elsewhere still opens the app signed in,
 * but other sites' POSTs do not carry them.
 */
export function sessionCookies(sessionId: string, csrfToken: string, options: CookieOptions): string[] {
  return [cookie(SESSION_COOKIE, sessionId, options, true), cookie(CSRF_COOKIE, csrfToken, options, false)];
}

export function clearedSessionCookies(secure: boolean): string[] {
  const options = { secure, maxAgeSeconds: 0 };
  return [cookie(SESSION_COOKIE, '', options, true), cookie(CSRF_COOKIE, '', options, false)];
}
