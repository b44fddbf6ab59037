import type { IncomingMessage } from 'node:http';
import { readCookie, SESSION_COOKIE } from '../session/session-cookies.js';
import type { SessionStore } from '../session/session-store.js';
import type { Authenticator, Principal } from './authenticator.js';
import type { TokenIntrospector } from './token-introspector.js';

const BEARER = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

/**
 * The gateway's real authenticator: `Authorization: Bearer` (API clients, checked by
 * introspection) or else the SPA's `rubrica_session` cookie (checked against the Redis session,
 * whose idle expiry each use pushes back). An explicit Authorization header wins over a cookie the
 * browser may also send. Anything invalid is "nobody"; only an unreachable identity or Redis throws.
 */
export class GatewayAuthenticator implements Authenticator {
  constructor(
    private readonly sessions: SessionStore,
    private readonly introspector: TokenIntrospector,
  ) {}

  async authenticate(req: IncomingMessage): Promise<Principal | null> {
    const authorization = req.headers.authorization;
    if (authorization !== undefined) {
      const bearer = BEARER.exec(authorization);
      return bearer ? this.introspector.principalFor(bearer[1]!) : null;
    }
    const sessionId = readCookie(req, SESSION_COOKIE);
    if (!sessionId) return null;
    const session = await this.sessions.identify(sessionId);
    return session
      ? { userId: session.userId, csrfToken: session.csrfToken, sessionCreatedAt: session.createdAt }
      : null;
  }
}
