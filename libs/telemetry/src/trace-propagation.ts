import { context as otelContext, propagation, ROOT_CONTEXT, type Context } from '@opentelemetry/api';

/** Writes the active (or given) trace context into message headers (`traceparent`, `tracestate`). */
export function injectTraceContext(
  carrier: Record<string, string>,
  context: Context = otelContext.active(),
): Record<string, string> {
  propagation.inject(context, carrier);
  return carrier;
}

/**
 * Reads a trace context from message headers. It starts from the root context, not the active
 * one: a received message continues the sender's trace, whatever the receiver was doing.
 */
export function extractTraceContext(
  carrier: Record<string, string | undefined>,
  base: Context = ROOT_CONTEXT,
): Context {
  return propagation.extract(base, carrier);
}
