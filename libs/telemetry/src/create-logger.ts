import { context as otelContext, trace, isSpanContextValid } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { requestContext } from './request-context.js';

export interface LoggerOptions {
  /** The process or component name, written as `name` on every line. */
  name: string;
  level?: LevelWithSilent | string;
  /** Where lines go; stdout when absent. */
  destination?: DestinationStream;
}

export type { Logger } from 'pino';

/** Fields that tie a log line to its trace and request; read at write time from the async context. */
function correlationFields(): Record<string, string> {
  const fields: Record<string, string> = {};
  const spanContext = trace.getSpanContext(otelContext.active());
  if (spanContext && isSpanContextValid(spanContext)) {
    fields.trace_id = spanContext.traceId;
    fields.span_id = spanContext.spanId;
  }
  const requestId = requestContext.getStore()?.requestId;
  if (requestId) fields.request_id = requestId;
  return fields;
}

/** A pino logger writing one JSON object per line, with `trace_id`, `span_id` and `request_id`. */
export function createLogger({ name, level = 'info', destination }: LoggerOptions): Logger {
  const options = {
    name,
    level,
    mixin: correlationFields,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}
