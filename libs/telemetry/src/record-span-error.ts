import { SpanStatusCode, type Span } from '@opentelemetry/api';

/** Marks `span` as failed by `error`: an exception event and the ERROR status. */
export function recordSpanError(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  else span.recordException(String(error));
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}
