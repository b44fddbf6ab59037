import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ReadinessService, REDIS_CONNECTION, ServiceErrorFilter } from '@rubrica/service-kit';
import { createLogger, NestPinoLogger, type Logger } from '@rubrica/telemetry';
import type { Redis } from 'ioredis';
import type { Authenticator } from './auth/authenticator.js';
import { PrincipalOrganizationGate, type OrganizationGate } from './auth/organization-gate.js';
import { loadGatewayConfig, managementPortOf, resolveWebDist, type GatewayConfig } from './gateway.config.js';
import { GatewayMiddleware } from './gateway.middleware.js';
import { GatewayModule } from './gateway.module.js';
import { answerClientErrors } from './proxy/client-error.js';
import { refuseManagementPaths, startManagementServer } from './observability/management-endpoints.js';
import { securityHeadersMiddleware } from './security/security-headers.middleware.js';

export type GatewayOverrides = Partial<GatewayConfig> & {
  /**
   * Replaces the real authentication (session cookie, bearer token introspection at identity).
   * Unless `organizationGate` is given too, a replaced authenticator comes with the gate that
   * trusts its credentials alone: identity does not know a test authenticator's users.
   */
  authenticator?: Authenticator;
  /** Replaces the account and membership checks asked of identity over NATS. */
  organizationGate?: OrganizationGate;
  /** The subject `identity.resolve_principal.v1` is asked on (tests answer on one of their own). */
  principalRpcSubject?: string;
  logger?: Logger;
};

export interface RunningGateway {
  /** `http://127.0.0.1:<port>`, the real port when PORT was 0. */
  url: string;
  /** The management listener (`/healthz`, `/readyz`, `/metrics`), on MANAGEMENT_PORT. */
  managementUrl: string;
  /** Stops accepting connections, lets requests in flight finish, then closes Redis and service pools. */
  close(): Promise<void>;
}

// Node cuts a request whose body has not fully arrived after 5 minutes by default; a 25 MB upload
// from a slow phone connection can take longer. Stalled exchanges are still cut by the proxy's
// idle timeout, and headers must still arrive within Node's headersTimeout.
const REQUEST_TIMEOUT_MS = 30 * 60_000;
// The first public requests should not fail open only because the connection is still opening.
const REDIS_READY_WAIT_MS = 1_000;

function waitForRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_READY_WAIT_MS);
    redis.once('ready', done);
  });
}

/**
 * Starts the gateway on `PORT` (0 picks a free port). Configuration comes from the environment
 * through `loadGatewayConfig`; `overrides` replace single values (tests) and may replace the
 * authenticator and organization check, which default to the real ones (sessions and bearer
 * tokens checked with identity, memberships asked of identity over NATS).
 */
export async function startGateway(overrides: GatewayOverrides = {}): Promise<RunningGateway> {
  const {
    authenticator,
    organizationGate,
    principalRpcSubject,
    logger: givenLogger,
    ...configOverrides
  } = overrides;
  const config: GatewayConfig = { ...loadGatewayConfig(), ...configOverrides };
  if (configOverrides.WEB_DIST) config.WEB_DIST = resolveWebDist(configOverrides.WEB_DIST);
  const logger = givenLogger ?? createLogger({ name: 'gateway', level: config.LOG_LEVEL });

  const app = await NestFactory.create<NestExpressApplication>(
    GatewayModule.forRoot({
      config,
      authenticator,
      organizationGate: organizationGate ?? (authenticator ? new PrincipalOrganizationGate() : undefined),
      principalRpcSubject,
      logger,
    }),
    // Bodies are never parsed here: they stream through to the owning service untouched.
    { bodyParser: false, logger: new NestPinoLogger(logger) },
  );
  app.disable('x-powered-by');
  app.useGlobalFilters(new ServiceErrorFilter());
  app.use(securityHeadersMiddleware({ webDist: config.WEB_DIST, trustProxyHops: config.TRUST_PROXY_HOPS }));
  app.use(refuseManagementPaths);
  // Mounted before Nest's router, which only serves /healthz, /readyz and /metrics.
  app.use(app.get(GatewayMiddleware).handle);

  await waitForRedis(app.get<Redis>(REDIS_CONNECTION));
  await app.listen(config.PORT);
  const server = app.getHttpServer() as Server;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  answerClientErrors(server);
  const { port } = server.address() as AddressInfo;
  const management = await startManagementServer(app.get(ReadinessService), managementPortOf(config)).catch(
    async (error: unknown) => {
      await app.close();
      throw error;
    },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    managementUrl: management.url,
    close: async () => {
      await management.close();
      await app.close();
    },
  };
}
