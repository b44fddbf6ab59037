import { context as otelContext, trace, isSpanContextValid, type Context } from '@opentelemetry/api';

/** The trace id of the span in `context` (the active one by default), if there is one. */
export function traceIdOf(context: Context = otelContext.active()): string | undefined {
  const spanContext = trace.getSpanContext(context);
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
