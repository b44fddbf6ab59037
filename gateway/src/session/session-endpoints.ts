import type { IncomingMessage, ServerResponse } from 'node:http';
import { toErrorResponse } from '@rubrica/errors';
import type { Logger } from '@rubrica/telemetry';
import * as oidc from 'openid-client';
import { AuthError } from '../auth/auth.exception.js';
import type { IdentityOidc } from '../auth/identity-oidc.js';
import { publicUrlOf, type GatewayConfig } from '../gateway.config.js';
import { sendAppError, sendJson, sendUpstreamFailure } from '../proxy/send-json.js';
import { gatewayError } from '../gateway.errors.js';
import { csrfAllows } from './csrf-check.js';
import type { LoginStateStore } from './login-state-store.js';
import { ownOrigins } from './own-origins.js';
import { safeContinuePath } from './safe-continue.js';
import { clearedSessionCookies, readCookie, SESSION_COOKIE, sessionCookies } from './session-cookies.js';
import type { Session, SessionStore } from './session-store.js';

export type SessionRoute = 'login' | 'callback' | 'logout-page' | 'logout-link' | 'logout-api';

const ROUTES: Record<string, SessionRoute> = {
  'GET /auth/login': 'login',
  'GET /auth/callback': 'callback',
  // Sign-out changes state: only a POST carrying the session's CSRF token does it, so a link or an
  // image on another site cannot sign anyone out.
  'POST /auth/logout': 'logout-page',
  'GET /auth/logout': 'logout-link',
  'HEAD /auth/logout': 'logout-link',
  'POST /api/logout': 'logout-api',
};

/** The form field a sign-out form carries the CSRF token in (a form cannot set headers). */
export const CSRF_FORM_FIELD = 'csrf_token';
/** A sign-out form holds one short field; anything longer is not one. */
const MAX_FORM_BYTES = 4096;

// Answers that mean "this sign-in is not valid", as opposed to "identity could not be reached".
const REFUSED_RESPONSE_CODES = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON',
  'OAUTH_JWT_TIMESTAMP_CHECK',
]);

function isRefusedSignIn(error: unknown): boolean {
  if (error instanceof oidc.AuthorizationResponseError) return true;
  if (error instanceof oidc.ResponseBodyError) return error.error === 'invalid_grant';
  return error instanceof oidc.ClientError && REFUSED_RESPONSE_CODES.has(error.code ?? '');
}

/** An urlencoded form body of at most MAX_FORM_BYTES, or null when the body is anything else. */
async function readSmallForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  if (type !== 'application/x-www-form-urlencoded') return null;
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function redirect(res: ServerResponse, location: string, cookies: string[] = [], status = 302): void {
  const headers: Record<string, string | string[]> = {
    location,
    'cache-control': 'no-store',
    'content-length': '0',
  };
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(status, headers);
  res.end();
}

export interface SessionEndpointsOptions {
  config: GatewayConfig;
  identity: IdentityOidc;
  sessions: SessionStore;
  logins: LoginStateStore;
  logger: Logger;
}

/**
 * The routes the gateway answers itself to sign a browser in and out (identity design, "Session &
 * SPA login"): `/auth/login` starts the authorization code flow with PKCE, `/auth/callback`
 * finishes it and opens the session, `POST /auth/logout` (the SPA's sign-out form, then identity's
 * end-session step) and `POST /api/logout` (204) end it, both only with the session's CSRF token.
 */
export class SessionEndpoints {
  private readonly config: GatewayConfig;
  private readonly callbackUrl: string;
  private readonly secureCookies: boolean;

  constructor(private readonly options: SessionEndpointsOptions) {
    this.config = options.config;
    this.callbackUrl = publicUrlOf(this.config, '/auth/callback');
    this.secureCookies = this.config.NODE_ENV === 'production';
  }

  routeOf(method: string | undefined, pathname: string): SessionRoute | undefined {
    return ROUTES[`${method ?? 'GET'} ${pathname}`];
  }

  async handle(
    route: SessionRoute,
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
  ): Promise<void> {
    try {
      switch (route) {
        case 'login':
          return await this.login(req, res);
        case 'callback':
          return await this.callback(req, res, requestId);
        case 'logout-page':
          return await this.logoutPage(req, res, requestId);
        case 'logout-link':
          return sendAppError(res, gatewayError('http.405'), requestId, { allow: 'POST' });
        case 'logout-api':
          return await this.logoutApi(req, res, requestId);
      }
    } catch (error) {
      this.options.logger.error({ err: error, route }, 'sign-in or sign-out could not be completed');
      sendUpstreamFailure(res, 503, 'Service unavailable.', requestId);
    }
  }

  private async login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const query = new URL(req.url ?? '/', 'http://gateway.invalid').searchParams;
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.options.logins.put(state, {
      codeVerifier,
      nonce,
      continuePath: safeContinuePath(query.get('continue')),
    });
    const location = await this.options.identity.authorizationUrl({
      redirectUri: this.callbackUrl,
      state,
      nonce,
      codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    });
    redirect(res, location.href);
  }

  private async callback(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const received = new URL(req.url ?? '/', 'http://gateway.invalid');
    const state = received.searchParams.get('state');
    const pending = state ? await this.options.logins.take(state) : null;
    if (!state || !pending) return this.refuse(res, requestId);

    // openid-client derives redirect_uri from this URL: it must be the registered public one.
    const callbackUrl = new URL(this.callbackUrl);
    callbackUrl.search = received.search;
    let tokens;
    try {
      tokens = await this.options.identity.exchangeCode(callbackUrl, {
        state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
      });
    } catch (error) {
      if (!isRefusedSignIn(error)) throw error;
      this.options.logger.warn({ err: error }, 'sign-in refused');
      return this.refuse(res, requestId);
    }

    // A new id at every sign-in; whatever session this browser had before ends here.
    const previous = readCookie(req, SESSION_COOKIE);
    if (previous) await this.options.sessions.destroy(previous);
    const { id, session } = await this.options.sessions.create(tokens);
    redirect(
      res,
      pending.continuePath,
      sessionCookies(id, session.csrfToken, {
        secure: this.secureCookies,
        maxAgeSeconds: this.config.SESSION_ABSOLUTE_TTL_SECONDS,
      }),
    );
  }

  /**
   * The SPA's sign-out form: checks the CSRF token (form field or header), ends the session here
   * and at identity, then lets identity end its own sign-in too.
   */
  private async logoutPage(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const form = await readSmallForm(req);
    const id = readCookie(req, SESSION_COOKIE);
    const current = id ? await this.options.sessions.use(id) : null;
    const given = form?.get(CSRF_FORM_FIELD) ?? undefined;
    if (current && !csrfAllows(req, current.csrfToken, this.ownOrigins(req), given)) {
      const { status, body } = toErrorResponse(AuthError.invalidCsrfToken(), requestId);
      return sendJson(res, status, body);
    }
    const session = await this.endSession(req);
    let location = '/';
    try {
      const url = await this.options.identity.endSessionUrl({
        idTokenHint: session?.idToken || undefined,
        postLogoutRedirectUri: publicUrlOf(this.config, '/'),
      });
      location = url.href;
    } catch (error) {
      this.options.logger.warn(
        { err: error },
        'identity end-session address unknown; signing out locally only',
      );
    }
    // 303: the browser follows a form post's answer with a GET.
    redirect(res, location, clearedSessionCookies(this.secureCookies), 303);
  }

  private async logoutApi(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    // Bearer clients have no session here; their tokens are theirs to revoke.
    if (req.headers.authorization === undefined) {
      const id = readCookie(req, SESSION_COOKIE);
      const session = id ? await this.options.sessions.use(id) : null;
      if (session && !csrfAllows(req, session.csrfToken, this.ownOrigins(req))) {
        const { status, body } = toErrorResponse(AuthError.invalidCsrfToken(), requestId);
        return sendJson(res, status, body);
      }
      if (session) await this.endSession(req);
    }
    res.writeHead(204, {
      'cache-control': 'no-store',
      'set-cookie': clearedSessionCookies(this.secureCookies),
    });
    res.end();
  }

  private async endSession(req: IncomingMessage): Promise<Session | null> {
    const id = readCookie(req, SESSION_COOKIE);
    if (!id) return null;
    const session = await this.options.sessions.destroy(id);
    if (session) await this.revoke(session);
    return session;
  }

  /** Best effort: the session is already gone here, whatever identity answers. */
  private async revoke(session: Session): Promise<void> {
    const [token, hint] = session.refreshToken
      ? ([session.refreshToken, 'refresh_token'] as const)
      : ([session.accessToken, 'access_token'] as const);
    if (!token) return;
    try {
      await this.options.identity.revoke(token, hint);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'token revocation at identity failed');
    }
  }

  private refuse(res: ServerResponse, requestId: string): void {
    const { status, body } = toErrorResponse(AuthError.invalidSignIn(), requestId);
    sendJson(res, status, body);
  }

  private ownOrigins(req: IncomingMessage): string[] {
    return ownOrigins(req, this.config.PUBLIC_URL, this.config.TRUST_PROXY_HOPS);
  }
}
