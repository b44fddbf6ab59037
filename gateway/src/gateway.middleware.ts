import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { toErrorResponse } from '@rubrica/errors';
import {
  injectTraceContext,
  recordSpanError,
  requestContext,
  withSpan,
  type Logger,
} from '@rubrica/telemetry';
import { ApiReference } from './api-reference/api-reference.js';
import { AuthError } from './auth/auth.exception.js';
import type { Authenticator, Principal } from './auth/authenticator.js';
import type { OrganizationAccess, OrganizationDecision, OrganizationGate } from './auth/organization-gate.js';
import { requestedOrganization } from './auth/requested-organization.js';
import type { GatewayConfig } from './gateway.config.js';
import {
  AUTHENTICATOR,
  GATEWAY_CONFIG,
  GATEWAY_LOGGER,
  ORGANIZATION_GATE,
  SESSION_ENDPOINTS,
} from './gateway.tokens.js';
import { GatewayMetrics } from './observability/gateway-metrics.js';
import { clientAddress, type ClientAddress } from './proxy/client-address.js';
import { IdentityForwarding } from './proxy/identity-forwarding.js';
import { requestIdFor } from './proxy/request-id.js';
import { sendAppError, sendJson, sendUpstreamFailure } from './proxy/send-json.js';
import { gatewayError } from './gateway.errors.js';
import { UpstreamProxy } from './proxy/upstream-proxy.js';
import { publicTokenOf } from './rate-limit/public-token.js';
import { RateLimiter, type RateLimitRule } from './rate-limit/rate-limiter.js';
import { OWN_PATHS, type ServiceName } from './routes.js';
import { createRouteResolver, type ResolvedRoute } from './routing/resolve-route.js';
import { csrfAllows, isStateChanging } from './session/csrf-check.js';
import { ownOrigins } from './session/own-origins.js';
import { clearedSessionCookies, CSRF_COOKIE, SESSION_COOKIE } from './session/session-cookies.js';
import type { SessionEndpoints } from './session/session-endpoints.js';
import { carriesSessionCookies, isPageNavigation } from './session/stale-session-cookies.js';
import { SpaHandler } from './spa/spa-handler.js';

type ProxiedRoute = Extract<ResolvedRoute, { kind: 'api' } | { kind: 'oidc' }>;

const OWN = new Set<string>(OWN_PATHS);
// The services behind the gateway never need the browser's session: it stays here.
const HIDDEN_COOKIES: ReadonlySet<string> = new Set([SESSION_COOKIE, CSRF_COOKIE]);
// Calls about organizations themselves take the organization from the path (identity design).
const ORGANIZATIONS_PREFIX = 'organizations';

/** The route's prefix, never the path: paths carry ids and action tokens. */
const routeLabel = (route: ProxiedRoute): string => (route.kind === 'api' ? route.prefix : 'oidc');

// A store outage is worth one line per interval, not one per request.
const STORE_WARNING_INTERVAL_MS = 30_000;

/**
 * The gateway's front door, mounted before Nest's router: it answers everything except the probe
 * endpoints. Per request: request id, route lookup, then for API paths rate limit (public),
 * authentication and the organization check, then the streamed proxy; other GETs go to the SPA.
 */
@Injectable()
export class GatewayMiddleware {
  private readonly resolve = createRouteResolver();
  private readonly serviceUrls: Record<ServiceName, string>;
  private lastStoreWarning = 0;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    @Inject(ORGANIZATION_GATE) private readonly organizationGate: OrganizationGate,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    @Inject(SESSION_ENDPOINTS) private readonly sessionEndpoints: SessionEndpoints,
    private readonly proxy: UpstreamProxy,
    private readonly forwarding: IdentityForwarding,
    private readonly rateLimiter: RateLimiter,
    private readonly spa: SpaHandler,
    private readonly metrics: GatewayMetrics,
    private readonly reference: ApiReference,
  ) {
    this.serviceUrls = {
      identity: config.IDENTITY_URL,
      envelopes: config.ENVELOPES_URL,
      signing: config.SIGNING_URL,
      storage: config.STORAGE_URL,
      billing: config.BILLING_URL,
      notifications: config.NOTIFICATIONS_URL,
    };
  }

  /** Express-style middleware; bound so it can be passed to `app.use` as is. */
  readonly handle = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (OWN.has(pathname)) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    const sessionRoute = this.sessionEndpoints.routeOf(req.method, pathname);
    const route = this.resolve(req.url ?? '/');
    const group = sessionRoute
      ? 'auth'
      : route.kind === 'api'
        ? route.service
        : route.kind === 'oidc'
          ? 'oidc'
          : route.kind === 'none'
            ? 'spa'
            : 'unknown';
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.metrics.record(
        group,
        req.method,
        res.writableFinished ? String(res.statusCode) : 'aborted',
        seconds,
      );
    });
    requestContext.run({ requestId }, () => {
      const handled = sessionRoute
        ? this.sessionEndpoints.handle(sessionRoute, req, res, requestId)
        : this.dispatch(req, res, route, requestId);
      handled.catch((error: unknown) => {
        const { status, body, unexpected } = toErrorResponse(error, requestId);
        if (unexpected)
          this.logger.error({ err: unexpected.cause, correlation_id: requestId }, 'gateway request failed');
        if (!res.headersSent) sendJson(res, status, body);
        else res.destroy();
      });
    });
  };

  private async dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    route: ResolvedRoute,
    requestId: string,
  ): Promise<void> {
    switch (route.kind) {
      case 'malformed':
        return sendAppError(res, gatewayError('route.malformed_path'), requestId);
      case 'unknown-api':
        // The API reference lives under /api but belongs to no service.
        if (this.reference.serve(req, res)) return;
        return sendAppError(res, gatewayError('route.not_found'), requestId);
      case 'none': {
        const isRead = req.method === 'GET' || req.method === 'HEAD';
        if (isRead && isPageNavigation(req)) await this.clearStaleSessionCookies(req, res);
        const served = isRead ? await this.spa.handle(req, res) : 'not-found';
        if (served === 'not-found') sendAppError(res, gatewayError('route.not_found'), requestId);
        return;
      }
      case 'api':
      case 'oidc':
        return this.forward(req, res, route, requestId);
    }
  }

  private async forward(
    req: IncomingMessage,
    res: ServerResponse,
    route: ProxiedRoute,
    requestId: string,
  ): Promise<void> {
    const client = clientAddress(req, this.config.TRUST_PROXY_HOPS);
    if (route.kind === 'api' && route.access === 'public') {
      const limited = await this.rateLimit(res, route, client);
      if (limited) {
        return sendAppError(res, gatewayError('rate_limit.exceeded'), requestId, {
          'retry-after': String(limited.retryAfterSeconds),
        });
      }
    }

    let principal: Principal | null = null;
    let organization: OrganizationAccess | undefined;
    // The authorization server's own endpoints are how a session is obtained: nothing to check there.
    if (route.kind === 'api') {
      const isPrivate = route.access === 'private';
      try {
        principal = await this.authenticator.authenticate(req);
      } catch (error) {
        this.logger.error({ err: error }, 'authentication could not be performed');
        return sendUpstreamFailure(res, 503, 'Service unavailable.', requestId);
      }
      if (!principal && isPrivate) {
        // Cookies of a session that has ended go too, so the SPA stops taking itself for signed in.
        const headers = this.staleCookieHeaders(req);
        return sendAppError(res, AuthError.unauthenticated(), requestId, headers);
      }
      // Public token routes carry no session (their capability is the token in the path).
      if (
        principal?.csrfToken !== undefined &&
        isPrivate &&
        isStateChanging(req.method) &&
        !csrfAllows(
          req,
          principal.csrfToken,
          ownOrigins(req, this.config.PUBLIC_URL, this.config.TRUST_PROXY_HOPS),
        )
      ) {
        return sendAppError(res, AuthError.invalidCsrfToken(), requestId);
      }
      if (principal) {
        let decision: OrganizationDecision;
        try {
          decision = await this.organizationGate.check(principal, {
            method: req.method ?? 'GET',
            path: `/api${route.upstreamPath.split('?')[0]}`,
            requested: requestedOrganization(req.method, req.url, req.headers),
            organizationScoped: route.prefix !== ORGANIZATIONS_PREFIX,
          });
        } catch (error) {
          this.logger.error({ err: error }, 'the caller could not be resolved at identity');
          if (isPrivate) return sendUpstreamFailure(res, 503, 'Service unavailable.', requestId);
          // A public route works without knowing who the caller is.
          decision = { allowed: false, error: AuthError.unauthenticated() };
        }
        if (decision.allowed) organization = decision.organization;
        else if (isPrivate) return sendAppError(res, decision.error, requestId);
        // Public routes need no account or organization: a refusal only means none is passed on,
        // and a user identity does not vouch for is not passed on either.
        else if (decision.error.status === 401) principal = null;
      }
    }

    // The services continue the trace from this span, whatever trace context the client sent.
    const outcome = await withSpan(
      `proxy ${route.service}`,
      async (span) => {
        const headers = await this.forwarding.headersFor(route.service, req.headers, {
          requestId,
          client,
          principal,
          organization,
          traceHeaders: injectTraceContext({}),
          hiddenCookies: HIDDEN_COOKIES,
        });
        const result = await this.proxy.forward(req, res, {
          baseUrl: this.serviceUrls[route.service],
          path: route.upstreamPath,
          headers,
          requestId,
        });
        if (result.kind !== 'client-aborted') span.setAttribute('http.response.status_code', result.status);
        if (result.kind === 'failed' || result.kind === 'broken') recordSpanError(span, result.error);
        return result;
      },
      { attributes: { 'rubrica.service': route.service, 'rubrica.route': routeLabel(route) } },
    );
    if (outcome.kind === 'failed' || outcome.kind === 'broken') {
      this.logger.warn(
        { service: route.service, route: routeLabel(route), status: outcome.status, err: outcome.error },
        outcome.kind === 'failed' ? 'service could not be reached' : 'proxied exchange broke midway',
      );
    }
  }

  /** Set-Cookie lines that clear the session cookies a browser still sends, or none. */
  private staleCookieHeaders(req: IncomingMessage): Record<string, string[]> {
    if (req.headers.authorization !== undefined || !carriesSessionCookies(req)) return {};
    return { 'set-cookie': clearedSessionCookies(this.config.NODE_ENV === 'production') };
  }

  /**
   * A page load with session cookies but no live session behind them clears the cookies before
   * the SPA starts, so it opens token links as a visitor's (public viewer) instead of sending the
   * browser to sign in. A session that cannot be checked now (Redis down) is left alone.
   */
  private async clearStaleSessionCookies(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.headers.authorization !== undefined || !carriesSessionCookies(req)) return;
    let principal: Principal | null;
    try {
      principal = await this.authenticator.authenticate(req);
    } catch {
      return;
    }
    if (!principal) res.setHeader('set-cookie', clearedSessionCookies(this.config.NODE_ENV === 'production'));
  }

  /** Counts the request; returns how long to wait when it is over a limit. Sets X-RateLimit-*. */
  private async rateLimit(
    res: ServerResponse,
    route: Extract<ResolvedRoute, { kind: 'api' }>,
    client: ClientAddress,
  ): Promise<{ retryAfterSeconds: number } | undefined> {
    const rules: RateLimitRule[] = [
      { scope: 'ip', subject: client.ip, limit: this.config.PUBLIC_RATE_LIMIT_PER_MINUTE },
    ];
    const token = publicTokenOf(route.upstreamPath);
    if (token)
      rules.push({ scope: 'token', subject: token, limit: this.config.PUBLIC_TOKEN_RATE_LIMIT_PER_MINUTE });
    const result = await this.rateLimiter.hit(rules);
    if (!result.state) {
      const now = Date.now();
      if (now - this.lastStoreWarning >= STORE_WARNING_INTERVAL_MS) {
        this.lastStoreWarning = now;
        this.logger.warn(
          { err: result.error },
          'rate limit store (Redis) unavailable: public requests are let through unlimited until it is back',
        );
      }
      return undefined;
    }
    const resetSeconds = Math.max(1, Math.ceil(result.state.resetMs / 1000));
    res.setHeader('x-ratelimit-limit', String(result.state.limit));
    res.setHeader('x-ratelimit-remaining', String(result.state.remaining));
    res.setHeader('x-ratelimit-reset', String(resetSeconds));
    return result.allowed ? undefined : { retryAfterSeconds: resetSeconds };
  }
}
