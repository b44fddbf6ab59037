export { startTelemetry, type Telemetry, type TelemetryOptions } from './start-telemetry.js';
export { createLogger, type Logger, type LoggerOptions } from './create-logger.js';
export { NestPinoLogger } from './nest-pino-logger.js';
export { requestContext, type RequestContext } from './request-context.js';
export { injectTraceContext, extractTraceContext } from './trace-propagation.js';
export { withSpan, tracerName, type WithSpanOptions } from './with-span.js';
export { recordSpanError } from './record-span-error.js';
export { traceIdOf } from './trace-id-of.js';
export { metricsRegistry } from './metrics-registry.js';
// Re-exported so other packages use this package's single copy of the OpenTelemetry API: a second
// copy of a different minor version would not see the tracer registered here.
export { context as otelContext, trace, SpanKind, SpanStatusCode, ROOT_CONTEXT } from '@opentelemetry/api';
export type { Context, Span, Attributes } from '@opentelemetry/api';
export { InMemorySpanExporter, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-node';
