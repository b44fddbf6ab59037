import { randomUUID } from 'node:crypto';
import type { NatsContext, Server } from '@nestjs/microservices';
import {
  extractTraceContext,
  otelContext,
  requestContext,
  SpanKind,
  trace,
  tracerName,
  type Span,
} from '@rubrica/telemetry';
import { fromNatsHeaders, requestIdHeader } from './rpc-headers.js';

/**
 * Runs every message a Nest transport server handles inside a SERVER span that continues the
 * sender's trace (from the message headers) and inside `requestContext` with the sender's
 * request id, so the handler's logs, spans and onward calls carry both. Nest's processing hooks
 * wrap the whole pipeline (guards, interceptors, pipes, handler, filters).
 */
export function traceRpcServer(
  server: Pick<Server, 'setOnProcessingStartHook' | 'setOnProcessingEndHook'>,
): void {
  const spans = new WeakMap<object, Span>();
  server.setOnProcessingStartHook((_transport, context, done) => {
    const nats = context as NatsContext;
    const headers = fromNatsHeaders(nats.getHeaders());
    const subject = nats.getSubject();
    const parent = extractTraceContext(headers);
    const span = trace.getTracer(tracerName).startSpan(
      `rpc ${subject}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'rpc.system': 'nats', 'rpc.method': subject, 'messaging.destination.name': subject },
      },
      parent,
    );
    spans.set(nats, span);
    const requestId = headers[requestIdHeader] ?? randomUUID();
    return requestContext.run({ requestId }, () => otelContext.with(trace.setSpan(parent, span), done));
  });
  server.setOnProcessingEndHook((_transport, context) => {
    spans.get(context as object)?.end();
    spans.delete(context as object);
  });
}
