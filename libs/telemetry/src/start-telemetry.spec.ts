import { Writable } from 'node:stream';
import { context, trace } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { createLogger } from './create-logger.js';
import { carriesTraceparent, startTelemetry, type Telemetry } from './start-telemetry.js';
import { traceIdOf } from './trace-id-of.js';
import { extractTraceContext, injectTraceContext } from './trace-propagation.js';
import { withSpan } from './with-span.js';

const incomingTrace = '0af7651916cd43dd8448eb211c80319c';
const incomingSpan = 'b7ad6b7169203331';

describe('startTelemetry without an exporter', () => {
  let telemetry: Telemetry;
  beforeAll(() => {
    telemetry = startTelemetry({ serviceName: 'no-exporter-spec', instrument: false });
  });
  afterAll(() => telemetry.shutdown());

  it('records no span, a root one or one continuing a sampled trace', async () => {
    const parent = extractTraceContext({ traceparent: `00-${incomingTrace}-${incomingSpan}-01` });
    const recording = await withSpan('root', async (root) => [
      root.isRecording(),
      await withSpan('child', (child) => child.isRecording()),
      await withSpan('continued', (continued) => continued.isRecording(), { parent }),
    ]);
    expect(recording).toEqual([false, false, false]);
    expect(trace.getTracer('any').startSpan('direct').isRecording()).toBe(false);
  });

  it('carries the incoming trace id, trace state and sampled flag to the outgoing traceparent', async () => {
    const parent = extractTraceContext({
      traceparent: `00-${incomingTrace}-${incomingSpan}-01`,
      tracestate: 'vendor=value',
    });
    const { outgoing, inner } = await withSpan(
      'rpc server',
      async (span) => ({
        outgoing: await withSpan('rpc client', () => injectTraceContext({})),
        inner: { traceId: traceIdOf(), spanId: span.spanContext().spanId },
      }),
      { parent },
    );
    expect(inner.traceId).toBe(incomingTrace);
    expect(outgoing.traceparent).toMatch(new RegExp(`^00-${incomingTrace}-[0-9a-f]{16}-01$`));
    expect(outgoing.traceparent).not.toContain(incomingSpan);
    expect(outgoing.traceparent).not.toContain(inner.spanId);
    expect(outgoing.tracestate).toBe('vendor=value');
    expect(traceIdOf(extractTraceContext(outgoing))).toBe(incomingTrace);
  });

  it('forwards an unsampled trace as unsampled', async () => {
    const parent = extractTraceContext({ traceparent: `00-${incomingTrace}-${incomingSpan}-00` });
    const outgoing = await withSpan('handler', () => injectTraceContext({}), { parent });
    expect(outgoing.traceparent).toMatch(new RegExp(`^00-${incomingTrace}-[0-9a-f]{16}-00$`));
  });

  it('starts a sampled trace where none comes in, the one the log lines carry', async () => {
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ name: 'no-exporter', destination });
    const { outgoing, ids } = await withSpan('root', (span) => {
      logger.info('inside');
      return { outgoing: injectTraceContext({}), ids: span.spanContext() };
    });
    expect(ids.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(ids.traceId).not.toBe('0'.repeat(32));
    expect(outgoing.traceparent).toBe(`00-${ids.traceId}-${ids.spanId}-01`);
    expect(JSON.parse(chunks.join(''))).toMatchObject({ trace_id: ids.traceId, span_id: ids.spanId });

    const [first, second] = await Promise.all([
      withSpan('a', () => traceIdOf()),
      withSpan('b', () => traceIdOf()),
    ]);
    expect(first).not.toBe(second);
    expect(traceIdOf()).toBeUndefined();
  });

  it('starts a new trace for a root span, and none where tracing is suppressed', async () => {
    const parent = extractTraceContext({ traceparent: `00-${incomingTrace}-${incomingSpan}-01` });
    const root = trace.getTracer('any').startSpan('root', { root: true }, parent);
    expect(root.spanContext().traceId).not.toBe(incomingTrace);
    const suppressed = await withSpan('suppressed', () => injectTraceContext({}), {
      parent: suppressTracing(context.active()),
    });
    expect(suppressed).toEqual({});
  });
});

describe('an outgoing request carrying its own trace context', () => {
  it('is told by a traceparent header in any case, and by nothing else', () => {
    expect(carriesTraceparent({ headers: { traceparent: '00-a-b-01' } })).toBe(true);
    expect(carriesTraceparent({ headers: { TraceParent: '00-a-b-01' } })).toBe(true);
    expect(carriesTraceparent({ headers: { tracestate: 'a=b', 'x-traceparent': '1' } })).toBe(false);
    expect(carriesTraceparent({ headers: ['traceparent', '00-a-b-01'] })).toBe(false);
    expect(carriesTraceparent({})).toBe(false);
  });
});
