import {
  InMemorySpanExporter,
  SpanKind,
  startTelemetry,
  trace,
  withSpan,
  type Telemetry,
} from '@rubrica/telemetry';
import { withTransaction } from '@rubrica/database';
import {
  EventConsumer,
  EventHeaders,
  OutboxEventEntity,
  OutboxRelay,
  OutboxWriter,
  type ConsumedEvent,
} from '../src/events/index.js';
import { eventually, setupEventsFixture, type EventsFixture } from './events-fixture.js';

describe('trace context through the outbox', () => {
  let fx: EventsFixture;
  let telemetry: Telemetry;
  const exporter = new InMemorySpanExporter();

  beforeAll(async () => {
    telemetry = startTelemetry({
      serviceName: 'events-tracing-spec',
      spanExporter: exporter,
      instrument: false,
    });
    fx = await setupEventsFixture('tracing');
  });

  afterAll(async () => {
    await fx?.teardown();
    await telemetry?.shutdown();
  });

  it('carries the writer’s trace from the outbox row through JetStream to the handler', async () => {
    const subject = `${fx.subjectPrefix}.envelope.sent`;
    let traceId = '';
    const id = await withSpan('send envelope', async (span) => {
      traceId = span.spanContext().traceId;
      return withTransaction(fx.dataSource, (manager) =>
        OutboxWriter.append(manager, { subject, type: 'rubrica.test.v1.EnvelopeSent', payload: {} }),
      );
    });
    const row = await fx.dataSource.getRepository(OutboxEventEntity).findOneByOrFail({ id });
    expect(row.headers[EventHeaders.TraceParent]).toContain(traceId);

    await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();
    const seen: { headers: ConsumedEvent['headers']; activeTraceId?: string }[] = [];
    const consumer = new EventConsumer({
      dataSource: fx.dataSource,
      connection: fx.nc,
      stream: fx.stream,
      durable: 'tracing_consumer',
      handler: async (event) => {
        seen.push({ headers: event.headers, activeTraceId: trace.getActiveSpan()?.spanContext().traceId });
      },
    });
    await consumer.start();
    try {
      await eventually('the event handled', () => seen.length === 1);
    } finally {
      await consumer.stop();
    }

    expect(seen[0].headers[EventHeaders.TraceParent]).toContain(traceId);
    expect(seen[0].activeTraceId).toBe(traceId);
    const spans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    expect(spans.map((span) => [span.name, span.kind])).toEqual(
      expect.arrayContaining([
        ['send envelope', SpanKind.INTERNAL],
        [`${subject} publish`, SpanKind.PRODUCER],
        [`${subject} process`, SpanKind.CONSUMER],
      ]),
    );
  });
});
