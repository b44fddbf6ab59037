import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { IdentityTokenSigner, loadIdentitySigningKey } from '@rubrica/gateway-identity';
import { RpcClient } from '@rubrica/messaging';
import { REDIS_CONNECTION, ServicePlatformModule } from '@rubrica/service-kit';
import { metricsRegistry, type Logger } from '@rubrica/telemetry';
import type { Redis } from 'ioredis';
import { ApiReference } from './api-reference/api-reference.js';
import type { Authenticator } from './auth/authenticator.js';
import { GatewayAuthenticator } from './auth/gateway-authenticator.js';
import { IdentityEventsListener } from './auth/identity-events-listener.js';
import { IdentityOidc } from './auth/identity-oidc.js';
import { IdentityOrganizationGate } from './auth/identity-organization-gate.js';
import type { OrganizationGate } from './auth/organization-gate.js';
import { PrincipalResolver } from './auth/principal-resolver.js';
import { RevokedCredentials } from './auth/revoked-credentials.js';
import { ScopedOrganizationGate } from './auth/scoped-organization-gate.js';
import { TokenIntrospector } from './auth/token-introspector.js';
import { oidcIssuerOf, type GatewayConfig } from './gateway.config.js';
import { GatewayMiddleware } from './gateway.middleware.js';
import {
  AUTHENTICATOR,
  GATEWAY_CONFIG,
  GATEWAY_LOGGER,
  ORGANIZATION_GATE,
  SESSION_ENDPOINTS,
} from './gateway.tokens.js';
import { GatewayMetrics } from './observability/gateway-metrics.js';
import { IdentityForwarding } from './proxy/identity-forwarding.js';
import { UpstreamProxy } from './proxy/upstream-proxy.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { LoginStateStore } from './session/login-state-store.js';
import { SessionEndpoints } from './session/session-endpoints.js';
import { SessionStore } from './session/session-store.js';
import { SpaHandler } from './spa/spa-handler.js';

export interface GatewayModuleOptions {
  config: GatewayConfig;
  logger: Logger;
  /** Replaces the session cookie and bearer token checks (tests). */
  authenticator?: Authenticator;
  /** Replaces the account and membership checks asked of identity (tests). */
  organizationGate?: OrganizationGate;
  /** The subject `identity.resolve_principal.v1` is asked on; tests isolate theirs. */
  principalRpcSubject?: string;
}

function authProviders(options: GatewayModuleOptions): Provider[] {
  const { config, logger } = options;
  return [
    {
      provide: IdentityOidc,
      useFactory: () =>
        new IdentityOidc({
          issuer: oidcIssuerOf(config),
          identityUrl: config.IDENTITY_URL,
          web: { clientId: config.WEB_CLIENT_ID, clientSecret: config.WEB_CLIENT_SECRET },
          gateway: { clientId: config.GATEWAY_CLIENT_ID, clientSecret: config.GATEWAY_CLIENT_SECRET },
        }),
    },
    {
      provide: SessionStore,
      useFactory: (redis: Redis) =>
        new SessionStore(redis, {
          keyPrefix: config.SESSION_KEY_PREFIX,
          idleTtlSeconds: config.SESSION_IDLE_TTL_SECONDS,
          absoluteTtlSeconds: config.SESSION_ABSOLUTE_TTL_SECONDS,
        }),
      inject: [REDIS_CONNECTION],
    },
    {
      provide: LoginStateStore,
      useFactory: (redis: Redis) => new LoginStateStore(redis, config.SESSION_KEY_PREFIX),
      inject: [REDIS_CONNECTION],
    },
    {
      provide: SESSION_ENDPOINTS,
      useFactory: (identity: IdentityOidc, sessions: SessionStore, logins: LoginStateStore) =>
        new SessionEndpoints({ config, identity, sessions, logins, logger }),
      inject: [IdentityOidc, SessionStore, LoginStateStore],
    },
    {
      provide: TokenIntrospector,
      useFactory: (identity: IdentityOidc) =>
        new TokenIntrospector((token) => identity.introspect(token), {
          unscopedClients: [config.WEB_CLIENT_ID],
          maxCacheSeconds: config.TOKEN_CACHE_SECONDS,
        }),
      inject: [IdentityOidc],
    },
    {
      provide: RevokedCredentials,
      useFactory: (introspector: TokenIntrospector, sessions: SessionStore) =>
        new RevokedCredentials(introspector, sessions, logger),
      inject: [TokenIntrospector, SessionStore],
    },
    options.authenticator
      ? { provide: AUTHENTICATOR, useValue: options.authenticator }
      : {
          provide: AUTHENTICATOR,
          useFactory: (sessions: SessionStore, introspector: TokenIntrospector) =>
            new GatewayAuthenticator(sessions, introspector),
          inject: [SessionStore, TokenIntrospector],
        },
    { provide: RpcClient, useFactory: () => new RpcClient({ natsUrl: config.NATS_URL, name: 'gateway' }) },
    ...(options.organizationGate
      ? [{ provide: ORGANIZATION_GATE, useValue: new ScopedOrganizationGate(options.organizationGate) }]
      : [
          {
            provide: PrincipalResolver,
            useFactory: (rpc: RpcClient) =>
              new PrincipalResolver(rpc, { subject: options.principalRpcSubject }),
            inject: [RpcClient],
          },
          {
            provide: IdentityEventsListener,
            useFactory: (resolver: PrincipalResolver, revocations: RevokedCredentials) =>
              new IdentityEventsListener(resolver, logger, { natsUrl: config.NATS_URL }, revocations),
            inject: [PrincipalResolver, RevokedCredentials],
          },
          {
            provide: ORGANIZATION_GATE,
            useFactory: (resolver: PrincipalResolver) =>
              new ScopedOrganizationGate(new IdentityOrganizationGate(resolver)),
            inject: [PrincipalResolver],
          },
        ]),
  ];
}

/**
 * The gateway's parts. Readiness depends on Redis only: the services behind the gateway come and
 * go on their own, and a gateway that cannot reach one still serves the others (and the SPA).
 */
@Module({})
export class GatewayModule {
  static forRoot(options: GatewayModuleOptions): DynamicModule {
    const { config } = options;
    return {
      module: GatewayModule,
      // No database of its own: Redis (sessions, rate limits) and the probes.
      imports: [ServicePlatformModule.forProcess({ name: 'gateway', config })],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_LOGGER, useValue: options.logger },
        ...authProviders(options),
        {
          provide: UpstreamProxy,
          useFactory: () =>
            new UpstreamProxy({
              connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
              idleTimeoutMs: config.UPSTREAM_IDLE_TIMEOUT_MS,
            }),
        },
        {
          provide: IdentityForwarding,
          useFactory: async () => {
            const signing = await loadIdentitySigningKey({
              file: config.GATEWAY_IDENTITY_PRIVATE_KEY_FILE,
              developmentDir: config.GATEWAY_IDENTITY_KEY_DIR,
              production: config.NODE_ENV === 'production',
            });
            options.logger.info(`signing forwarded identities with ${signing.origin}`);
            return new IdentityForwarding(new IdentityTokenSigner(signing.key));
          },
        },
        {
          provide: RateLimiter,
          useFactory: (redis: Redis) => new RateLimiter(redis, config.RATE_LIMIT_KEY_PREFIX),
          inject: [REDIS_CONNECTION],
        },
        { provide: SpaHandler, useFactory: () => new SpaHandler(config.WEB_DIST) },
        { provide: GatewayMetrics, useFactory: () => new GatewayMetrics(metricsRegistry) },
        { provide: ApiReference, useFactory: () => new ApiReference() },
        GatewayMiddleware,
      ],
    };
  }
}
