import {
  context as otelContext,
  INVALID_SPAN_CONTEXT,
  isSpanContextValid,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import { isTracingSuppressed } from '@opentelemetry/core';
import { RandomIdGenerator } from '@opentelemetry/sdk-trace-node';

const ids = new RandomIdGenerator();

/**
 * A tracer for a process that exports no spans: every span it starts is a non-recording one
 * (no attributes, events, timings or processors behind it), which still has a span context, so
 * logs, `traceIdOf()` and the propagator see a trace as they would with a recording tracer.
 *
 * - Under a valid parent (an extracted `traceparent` or a local span) the span keeps the parent's
 *   trace id, trace state and trace flags, with a span id of its own: what goes downstream is the
 *   parent's trace with its sampling decision unchanged, so a process further on that exports
 *   spans records them exactly when it would have if this process recorded too.
 * - Without one it starts a trace: a new trace id, flagged sampled, as the recording tracer's
 *   default sampler would, so the processes downstream keep sampling it.
 * - Where tracing is suppressed it returns the invalid span, as the SDK's tracer does.
 *
 * The SDK's tracer with a never-sampling sampler would not do: its non-recording spans always
 * carry the "not sampled" flag, which would stop the processes downstream from recording.
 */
export class PropagatingTracer implements Tracer {
  startSpan(_name: string, options: SpanOptions = {}, context: Context = otelContext.active()): Span {
    if (isTracingSuppressed(context)) return trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
    const parent = options.root ? undefined : trace.getSpanContext(context);
    if (parent && isSpanContextValid(parent)) {
      return trace.wrapSpanContext({
        traceId: parent.traceId,
        spanId: ids.generateSpanId(),
        traceFlags: parent.traceFlags,
        traceState: parent.traceState,
      });
    }
    return trace.wrapSpanContext({
      traceId: ids.generateTraceId(),
      spanId: ids.generateSpanId(),
      traceFlags: TraceFlags.SAMPLED,
    });
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    options: SpanOptions,
    fn: F,
  ): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    options: SpanOptions,
    context: Context,
    fn: F,
  ): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
  ): ReturnType<F> {
    const fn = rest[rest.length - 1] as (span: Span) => ReturnType<F>;
    const options = rest.length > 1 ? (rest[0] as SpanOptions) : undefined;
    const parent = (rest.length > 2 ? (rest[1] as Context | undefined) : undefined) ?? otelContext.active();
    const span = this.startSpan(name, options, parent);
    return otelContext.with(trace.setSpan(parent, span), fn, undefined, span);
  }
}

/** Hands out the one {@link PropagatingTracer}, whatever the instrumentation scope. */
export class PropagatingTracerProvider implements TracerProvider {
  private readonly tracer = new PropagatingTracer();

  getTracer(): Tracer {
    return this.tracer;
  }
}
