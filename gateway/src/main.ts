import { armCrashPoints, ConfigError } from '@rubrica/config';
import { createLogger, startTelemetry } from '@rubrica/telemetry';
import { loadGatewayConfig } from './gateway.config.js';

// A shutdown that takes longer (a long download still streaming) is cut short.
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  armCrashPoints(config);
  const telemetry = startTelemetry({
    serviceName: 'gateway',
    otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
  // Loaded after tracing has started so the instrumentations see http and ioredis.
  const { startGateway } = await import('./start-gateway.js');
  const gateway = await startGateway({ ...config, logger });
  logger.info(
    `gateway listening on ${gateway.url}; public URL ${config.PUBLIC_URL}; probes and metrics on ${gateway.managementUrl}`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway shutting down');
    setTimeout(() => {
      logger.error(`gateway did not stop within ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      logger.flush();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    gateway
      .close()
      .then(() => telemetry.shutdown())
      .then(
        () => {
          logger.info('gateway stopped');
          logger.flush();
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'gateway failed to shut down cleanly');
          logger.flush();
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : `gateway: failed to start: ${String((error as Error)?.message ?? error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
