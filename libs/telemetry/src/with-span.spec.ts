import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { startTelemetry, type Telemetry } from './start-telemetry.js';
import { traceIdOf } from './trace-id-of.js';
import { withSpan } from './with-span.js';

describe('withSpan', () => {
  let telemetry: Telemetry;
  const exporter = new InMemorySpanExporter();
  beforeAll(() => {
    telemetry = startTelemetry({ serviceName: 'with-span-spec', instrument: false, spanExporter: exporter });
  });
  afterAll(() => telemetry.shutdown());
  beforeEach(() => exporter.reset());

  it('returns what the function returns and ends the span with its attributes and kind', async () => {
    const result = await withSpan('billing.check', async () => 42, {
      attributes: { 'rubrica.organization_id': 'org-1' },
      kind: SpanKind.CLIENT,
    });
    expect(result).toBe(42);
    const [span] = exporter.getFinishedSpans();
    expect(span).toMatchObject({
      name: 'billing.check',
      kind: SpanKind.CLIENT,
      attributes: { 'rubrica.organization_id': 'org-1' },
    });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
    expect(span?.resource.attributes['service.name']).toBe('with-span-spec');
  });

  it('records a thrown error as an exception event and ERROR status, and rethrows it', async () => {
    await expect(
      withSpan('failing', async () => {
        throw new TypeError('bad input');
      }),
    ).rejects.toThrow('bad input');
    const [span] = exporter.getFinishedSpans();
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'bad input' });
    expect(span?.events).toEqual([
      expect.objectContaining({
        name: 'exception',
        attributes: expect.objectContaining({
          'exception.type': 'TypeError',
          'exception.message': 'bad input',
        }),
      }),
    ]);
  });

  it('nests spans: the inner span is a child of the outer one in the same trace', async () => {
    await withSpan('outer', () => withSpan('inner', () => undefined));
    const [inner, outer] = exporter.getFinishedSpans();
    expect(inner?.name).toBe('inner');
    expect(inner?.spanContext().traceId).toBe(outer?.spanContext().traceId);
    expect(inner?.parentSpanContext?.spanId).toBe(outer?.spanContext().spanId);
  });

  it('makes the span active inside the function only', async () => {
    const inside = await withSpan('active', (span) => traceIdOf() === span.spanContext().traceId);
    expect(inside).toBe(true);
    expect(traceIdOf()).toBeUndefined();
  });
});
