import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { startTelemetry, type Telemetry } from './start-telemetry.js';
import { traceIdOf } from './trace-id-of.js';
import { extractTraceContext, injectTraceContext } from './trace-propagation.js';
import { withSpan } from './with-span.js';

describe('trace context propagation', () => {
  let telemetry: Telemetry;
  const exporter = new InMemorySpanExporter();
  beforeAll(() => {
    telemetry = startTelemetry({
      serviceName: 'propagation-spec',
      instrument: false,
      spanExporter: exporter,
    });
  });
  afterAll(() => telemetry.shutdown());

  it('round-trips the trace id and span id through a header carrier', async () => {
    const { carrier, traceId, spanId } = await withSpan('sender', (span) => ({
      carrier: injectTraceContext({}),
      traceId: span.spanContext().traceId,
      spanId: span.spanContext().spanId,
    }));
    expect(carrier.traceparent).toBe(`00-${traceId}-${spanId}-01`);

    const received = extractTraceContext(carrier);
    expect(traceIdOf(received)).toBe(traceId);
    expect(trace.getSpanContext(received)).toMatchObject({ traceId, spanId, isRemote: true });
  });

  it('makes a span started from the extracted context a child of the sender’s span', async () => {
    exporter.reset();
    const carrier = await withSpan('sender', () => injectTraceContext({}));
    await withSpan('receiver', () => undefined, { parent: extractTraceContext(carrier) });
    const [sender, receiver] = exporter.getFinishedSpans();
    expect(receiver?.spanContext().traceId).toBe(sender?.spanContext().traceId);
    expect(receiver?.parentSpanContext?.spanId).toBe(sender?.spanContext().spanId);
  });

  it('injects nothing outside a span, and extracting nothing yields no trace id', () => {
    const carrier = injectTraceContext({});
    expect(carrier).toEqual({});
    expect(traceIdOf(extractTraceContext(carrier))).toBeUndefined();
    expect(traceIdOf()).toBeUndefined();
  });

  it('ignores a malformed traceparent', () => {
    expect(traceIdOf(extractTraceContext({ traceparent: 'garbage' }))).toBeUndefined();
  });

  it('extracts onto the root context, not the receiver’s active one', async () => {
    await withSpan('busy receiver', () => {
      expect(traceIdOf(context.active())).toBeDefined();
      expect(traceIdOf(extractTraceContext({}))).toBeUndefined();
    });
  });
});
