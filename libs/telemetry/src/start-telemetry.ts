import { context, propagation, trace, type TracerProvider } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { PropagatingTracerProvider } from './propagating-tracer.js';
import { registerEsmHook } from './register-esm-hook.js';

export interface TelemetryOptions {
  serviceName: string;
  /**
   * OTLP/HTTP base URL (e.g. `http://collector:4318`); spans are exported only when set. With
   * neither this nor `spanExporter`, spans are not recorded at all (see `startTelemetry`).
   */
  otlpEndpoint?: string;
  /** An extra exporter fed span by span (tests pass an `InMemorySpanExporter`). */
  spanExporter?: SpanExporter;
  /** Patch http, pg and ioredis; default true. Tests that only need spans turn it off. */
  instrument?: boolean;
}

export interface Telemetry {
  /** Flushes pending spans, removes the patches and unregisters the global tracer. */
  shutdown(): Promise<void>;
}

const probePaths = new Set(['/healthz', '/readyz', '/metrics']);

/** Whether an outgoing request's own headers name a `traceparent` (in any case). */
export function carriesTraceparent(request: { headers?: unknown }): boolean {
  const { headers } = request;
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return false;
  if ((headers as Record<string, unknown>).traceparent !== undefined) return true;
  return Object.keys(headers).some((name) => name.length === 11 && name.toLowerCase() === 'traceparent');
}

let running: Telemetry | undefined;

/**
 * Starts tracing for this process: W3C trace-context propagation, async-context tracking, the
 * http/pg/ioredis instrumentations and, when an endpoint is given, an OTLP/HTTP exporter.
 * Call it first in an entry point and load the application afterwards with `await import()`:
 * only modules loaded after this call are instrumented.
 *
 * With nowhere to send spans (neither `otlpEndpoint` nor `spanExporter`) the process records
 * none: a recorded span (attributes, events, the pg instrumentation's query text) that is then
 * dropped cost the envelopes service about a tenth of its CPU. Nor does it patch pg and ioredis:
 * their spans start no request and carry no context further, so unrecorded they are pure cost
 * (await keeps the caller's context across a query either way). Its tracer (`PropagatingTracer`)
 * starts non-recording spans that still carry a trace context: a new trace id for a root span,
 * the parent's trace id, trace state and flags under a parent, a sampled parent included (this
 * process does not record it, but forwards it as sampled). So `traceparent` on outgoing HTTP
 * requests, NATS messages, jobs and outbox rows, and `trace_id` in log lines, are what they would
 * be with a recording tracer. With an exporter, the SDK's tracer records every span as before.
 *
 * A NodeTracerProvider rather than NodeSDK: NodeSDK also configures exporters, metrics and
 * resource detectors from OTEL_* variables (and exports to localhost:4318 when none is given),
 * while our settings come only from the validated config.
 */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  if (running) throw new Error('Telemetry is already started in this process.');
  const spanProcessors: SpanProcessor[] = [];
  if (options.otlpEndpoint) {
    const url = `${options.otlpEndpoint.replace(/\/+$/, '')}/v1/traces`;
    spanProcessors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url })));
  }
  if (options.spanExporter) spanProcessors.push(new SimpleSpanProcessor(options.spanExporter));

  const provider =
    spanProcessors.length > 0
      ? new NodeTracerProvider({
          resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
          spanProcessors,
        })
      : undefined;
  const tracerProvider: TracerProvider = provider ?? new PropagatingTracerProvider();
  // What NodeTracerProvider.register() does, for either provider.
  trace.setGlobalTracerProvider(tracerProvider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({
      propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
    }),
  );

  if (options.instrument !== false) registerEsmHook();
  const unregister =
    options.instrument === false
      ? () => {}
      : registerInstrumentations({
          tracerProvider,
          instrumentations: [
            new HttpInstrumentation({
              ignoreIncomingRequestHook: (request) => probePaths.has((request.url ?? '').split('?')[0] ?? ''),
              // A request that already carries its caller's trace context (the gateway's proxied
              // calls) goes as it is: an unrecorded client span would only put a span id of its
              // own in that traceparent, in the same trace with the same flags.
              ...(provider ? {} : { ignoreOutgoingRequestHook: carriesTraceparent }),
            }),
            // Their spans are leaves that carry no context anywhere: without a recorder they
            // would only cost (the pg one about 4 % of the envelopes service's CPU).
            ...(provider ? [new PgInstrumentation(), new IORedisInstrumentation()] : []),
          ],
        });

  const telemetry: Telemetry = {
    async shutdown() {
      if (running !== telemetry) return;
      running = undefined;
      unregister();
      await provider?.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
  running = telemetry;
  return telemetry;
}
