import {
  context as otelContext,
  SpanKind,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { recordSpanError } from './record-span-error.js';

export interface WithSpanOptions {
  /** Parent context; the active one when absent. */
  parent?: Context;
  attributes?: Attributes;
  kind?: SpanKind;
}

export const tracerName = '@rubrica/telemetry';

/**
 * Runs `fn` inside a new active span, records a thrown error on it (event + ERROR status) and
 * ends the span however `fn` finishes.
 */
export async function withSpan<T>(
  name: string,
  fn: (span: Span) => Promise<T> | T,
  options: WithSpanOptions = {},
): Promise<T> {
  const tracer = trace.getTracer(tracerName);
  const parent = options.parent ?? otelContext.active();
  return tracer.startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    parent,
    async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        recordSpanError(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
