import { armCrashPoints } from '@rubrica/config';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { IdentityTokenVerifier, loadIdentityVerificationKey } from '@rubrica/gateway-identity';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { drainConnectionsOnClose } from './http/connection-drainer.js';
import { gatewayIdentityMiddleware } from './http/gateway-identity.middleware.js';
import { httpMetricsMiddleware } from './http/http-metrics.middleware.js';
import { keepConnectionsForCallers } from './http/keep-alive.js';
import { requestIdMiddleware } from './http/request-id.middleware.js';
import { ServiceErrorFilter } from './http/service-error.filter.js';
import { unsafeTextMiddleware } from './http/unsafe-text.middleware.js';
import { resolveModule, type ModuleSource } from './module-source.js';
import type { HttpProcess } from './process/service-process.js';
import type { ProcessConfig } from './process-config.js';
import { startProcessTelemetry } from './process-telemetry.js';
import { shutdownOnSignals } from './shutdown-on-signals.js';

// Drawn signature and initial images (up to 5 MB, spec limits) may arrive base64-encoded in JSON;
// documents and other files come as multipart uploads, which this limit does not cover.
const DEFAULT_JSON_LIMIT = '8mb';
// Only the gateway calls a service: by default nothing else on the network can reach it.
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_IDENTITY_KEY_DIR = '.data/gateway-identity';

/** The root module, or a whole HTTP process (`httpProcessModule`) that also says `rawBody` and `configure`. */
type HttpServiceSource =
  | (ModuleSource & { loadProcess?: undefined })
  | { module?: undefined; loadModule?: undefined; loadProcess: () => Promise<HttpProcess> };

export type HttpServiceOptions = HttpServiceSource & {
  /** Process name: logs, traces, and the `listening on` line. */
  name: string;
  config: ProcessConfig;
  jsonBodyLimit?: string;
  /** Keep the raw request body as `req.rawBody` (signed webhooks). */
  rawBody?: boolean;
  /** Start tracing; default true. Off in tests, which boot several apps in one process. */
  telemetry?: boolean;
  /** Exit cleanly on SIGINT/SIGTERM; default true. Off in tests. */
  handleSignals?: boolean;
  /** Last set-up before listening (e.g. connecting an RPC server). */
  configure?: (app: NestExpressApplication) => void | Promise<void>;
};

/**
 * Starts an HTTP service: telemetry, the Nest app with the JSON logger, request ids, request
 * metrics, the spec's error bodies, a JSON body limit and graceful shutdown; then listens on
 * `config.PORT` (0 picks a free port) and returns the app.
 */
export async function bootstrapHttpService(options: HttpServiceOptions): Promise<NestExpressApplication> {
  armCrashPoints(options.config);
  const { logger, nestLogger, telemetry } = startProcessTelemetry(
    options.name,
    options.config,
    options.telemetry ?? true,
  );
  const verificationKey = await loadIdentityVerificationKey({
    file: options.config.GATEWAY_IDENTITY_PUBLIC_KEY_FILE,
    developmentDir: options.config.GATEWAY_IDENTITY_KEY_DIR ?? DEFAULT_IDENTITY_KEY_DIR,
    production: options.config.NODE_ENV === 'production',
  });
  const loaded: HttpProcess = options.loadProcess
    ? await options.loadProcess()
    : { module: await resolveModule(options) };
  const app = await NestFactory.create<NestExpressApplication>(loaded.module, {
    logger: nestLogger,
    rawBody: loaded.rawBody ?? options.rawBody ?? false,
    // Let a start-up failure reach the caller (runProcess prints it) instead of Nest exiting on its own.
    abortOnError: false,
  });
  // Order matters: ids and timing first, so even a rejected body is logged and measured.
  app.use(drainConnectionsOnClose(app.getHttpServer() as Server));
  app.use(requestIdMiddleware);
  app.use(httpMetricsMiddleware());
  // Before the body parsers: a caller the gateway did not send is refused without reading its body.
  app.use(gatewayIdentityMiddleware(options.name, new IdentityTokenVerifier(verificationKey.key)));
  app.useBodyParser('json', { limit: options.jsonBodyLimit ?? DEFAULT_JSON_LIMIT });
  app.useBodyParser('urlencoded', { limit: options.jsonBodyLimit ?? DEFAULT_JSON_LIMIT, extended: true });
  app.use(unsafeTextMiddleware());
  app.useGlobalFilters(new ServiceErrorFilter());
  app.disable('x-powered-by');
  await options.configure?.(app);
  await loaded.configure?.(app);

  if (options.handleSignals ?? true) {
    shutdownOnSignals({
      name: options.name,
      logger,
      close: async () => {
        await app.close();
        await telemetry?.shutdown();
      },
    });
  }

  await app.listen(options.config.PORT, options.config.HTTP_HOST ?? DEFAULT_HOST);
  keepConnectionsForCallers(app.getHttpServer());
  logger.info(
    `${options.name} listening on ${httpServiceUrl(app)} (interface ${options.config.HTTP_HOST ?? DEFAULT_HOST}; gateway identity key ${verificationKey.origin})`,
  );
  return app;
}

/** `http://127.0.0.1:<port>` of a listening app (the real port when it was started on port 0). */
export function httpServiceUrl(app: NestExpressApplication): string {
  const address = (app.getHttpServer() as Server).address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}
