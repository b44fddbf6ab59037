import {
  createLogger,
  NestPinoLogger,
  startTelemetry,
  type Logger,
  type Telemetry,
} from '@rubrica/telemetry';
import type { ProcessConfig } from './process-config.js';

export interface ProcessTelemetry {
  logger: Logger;
  nestLogger: NestPinoLogger;
  telemetry: Telemetry | undefined;
}

/** Tracing first (before the application's modules load), then the JSON logger. */
export function startProcessTelemetry(
  name: string,
  config: ProcessConfig,
  enabled: boolean,
): ProcessTelemetry {
  const telemetry = enabled
    ? startTelemetry({
        serviceName: config.SERVICE_NAME ?? name,
        otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
      })
    : undefined;
  const logger = createLogger({ name, level: config.LOG_LEVEL });
  return { logger, nestLogger: new NestPinoLogger(logger), telemetry };
}
