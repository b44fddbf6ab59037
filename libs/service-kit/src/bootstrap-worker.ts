import { armCrashPoints } from '@rubrica/config';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { startProbeServer } from './health/probe-server.js';
import { ReadinessService } from './health/readiness.service.js';
import { resolveModule, type ModuleSource } from './module-source.js';
import type { ProcessConfig } from './process-config.js';
import { startProcessTelemetry } from './process-telemetry.js';
import { shutdownOnSignals } from './shutdown-on-signals.js';

export type WorkerOptions = ModuleSource & {
  /** Process name, e.g. `signing-worker`. */
  name: string;
  config: ProcessConfig;
  /** Start tracing; default true. Off in tests. */
  telemetry?: boolean;
  /** Exit cleanly on SIGINT/SIGTERM; default true. Off in tests. */
  handleSignals?: boolean;
};

export interface WorkerProcess {
  context: INestApplicationContext;
  /** Base URL of the probe server (`/healthz`, `/readyz`, `/metrics`). */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a worker process: a Nest application context (no API routes) whose module imports
 * `HealthModule`, plus a small HTTP server on `config.PORT` for the probes and metrics.
 */
export async function bootstrapWorker(options: WorkerOptions): Promise<WorkerProcess> {
  armCrashPoints(options.config);
  const { logger, nestLogger, telemetry } = startProcessTelemetry(
    options.name,
    options.config,
    options.telemetry ?? true,
  );
  const module = await resolveModule(options);
  const context = await NestFactory.createApplicationContext(module, {
    logger: nestLogger,
    abortOnError: false,
  });
  let readiness: ReadinessService;
  try {
    readiness = context.get(ReadinessService, { strict: false });
  } catch {
    await context.close();
    throw new Error(`${options.name}: the worker module must import HealthModule.forRoot(...)`);
  }
  const probeServer = await startProbeServer(readiness, options.config.PORT).catch(async (error: unknown) => {
    await context.close();
    throw error;
  });

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    // Probes go first, so an orchestrator stops routing to the worker while jobs drain.
    closed ??= probeServer.close().then(() => context.close());
    return closed;
  };
  if (options.handleSignals ?? true) {
    shutdownOnSignals({
      name: options.name,
      logger,
      close: async () => {
        await close();
        await telemetry?.shutdown();
      },
    });
  }
  logger.info(`${options.name} listening on ${probeServer.url}`);
  return { context, url: probeServer.url, close };
}
