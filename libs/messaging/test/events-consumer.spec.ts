import { connect } from '@nats-io/transport-node';
import type { JetStreamClient } from '@nats-io/jetstream';
import { withTransaction } from '@rubrica/database';
import { resolveTestServices, uniqueName } from '@rubrica/testing';
import {
  ensureStream,
  EventConsumer,
  OutboxRelay,
  OutboxWriter,
  type EventConsumerOptions,
  type EventOutcome,
  type EventPublisher,
} from '../src/events/index.js';
import {
  effectCounts,
  eventually,
  recordEffect,
  setupEventsFixture,
  type EventsFixture,
} from './events-fixture.js';

type Amount = { amount: number };

describe('EventConsumer', () => {
  let fx: EventsFixture;
  const running: EventConsumer<Amount>[] = [];

  beforeAll(async () => {
    fx = await setupEventsFixture('consumer');
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((consumer) => consumer.stop()));
  });

  afterAll(async () => {
    await fx?.teardown();
  });

  /** Each test gets its own subject and durable so leftovers of one test never reach another. */
  function scope() {
    const name = uniqueName('c');
    return { subject: `${fx.subjectPrefix}.${name}.happened`, durable: `durable_${name}` };
  }

  async function writeEvents(subject: string, amounts: number[]): Promise<string[]> {
    return withTransaction(fx.dataSource, async (manager) => {
      const ids: string[] = [];
      for (const amount of amounts) {
        ids.push(
          await OutboxWriter.append(manager, {
            subject,
            type: 'rubrica.test.v1.Happened',
            payload: { amount },
          }),
        );
      }
      return ids;
    });
  }

  async function startConsumer(
    options: Partial<EventConsumerOptions<Amount>> & { durable: string; subject: string },
  ) {
    const outcomes: EventOutcome[] = [];
    const { subject, ...rest } = options;
    const consumer = new EventConsumer<Amount>({
      dataSource: fx.dataSource,
      connection: fx.nc,
      stream: fx.stream,
      filterSubject: subject,
      handler: recordEffect,
      retryDelayMs: 50,
      onOutcome: (outcome) => outcomes.push(outcome),
      ...rest,
    });
    await consumer.start();
    running.push(consumer);
    return { consumer, outcomes };
  }

  async function ackPending(durable: string): Promise<number> {
    const info = await fx.jsm.consumers.info(fx.stream, durable);
    return info.num_ack_pending + info.num_pending;
  }

  it('applies each event once, in its own transaction, and acknowledges it', async () => {
    const { subject, durable } = scope();
    const ids = await writeEvents(subject, [1, 2, 3, 4, 5]);
    await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();

    const { outcomes } = await startConsumer({ durable, subject });

    await eventually('five events applied', () => outcomes.length === 5);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(outcomes.map((outcome) => outcome.eventId)).toEqual(ids);
    const counts = await effectCounts(fx.dataSource);
    expect(ids.map((id) => counts.get(id))).toEqual([1, 1, 1, 1, 1]);
    const [{ n }] = await fx.dataSource.query(
      'SELECT count(*)::int AS n FROM processed_events WHERE consumer = $1',
      [durable],
    );
    expect(n).toBe(5);
    await eventually('nothing left to acknowledge', async () => (await ackPending(durable)) === 0);
  });

  it('applies once when a relay dies between publishing and marking, and a new relay publishes again', async () => {
    const { subject, durable } = scope();
    const [id] = await writeEvents(subject, [7]);
    const acks: boolean[] = [];
    const dyingAfterPublish: EventPublisher = {
      publish: async (...args: Parameters<JetStreamClient['publish']>) => {
        acks.push((await fx.js.publish(...args)).duplicate);
        throw new Error('relay process killed');
      },
    };
    const recording: EventPublisher = {
      publish: async (...args: Parameters<JetStreamClient['publish']>) => {
        const ack = await fx.js.publish(...args);
        acks.push(ack.duplicate);
        return ack;
      },
    };

    expect(
      await new OutboxRelay({ dataSource: fx.dataSource, jetstream: dyingAfterPublish }).drainOnce(),
    ).toBe(0);
    expect(await new OutboxRelay({ dataSource: fx.dataSource, jetstream: recording }).drainOnce()).toBe(1);
    expect(acks).toEqual([false, true]);

    const { outcomes } = await startConsumer({ durable, subject });
    await eventually('the event applied', () => outcomes.length === 1);
    await eventually('nothing left to acknowledge', async () => (await ackPending(durable)) === 0);
    expect((await effectCounts(fx.dataSource)).get(id)).toBe(1);
  });

  it('applies once when the second publish comes after the duplicate window and both copies are delivered', async () => {
    const stream = `${fx.stream}_SHORT`;
    const subject = `${fx.subjectPrefix}_short.thing.happened`;
    const durable = `durable_${uniqueName('short')}`;
    await ensureStream(fx.jsm, {
      name: stream,
      subjects: [`${fx.subjectPrefix}_short.>`],
      duplicateWindowMs: 300,
    });
    try {
      const [id] = await writeEvents(subject, [9]);
      const dyingAfterPublish: EventPublisher = {
        publish: async (...args: Parameters<JetStreamClient['publish']>) => {
          await fx.js.publish(...args);
          throw new Error('relay process killed');
        },
      };
      await new OutboxRelay({ dataSource: fx.dataSource, jetstream: dyingAfterPublish }).drainOnce();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();
      expect((await fx.jsm.streams.info(stream)).state.messages).toBe(2);

      const { outcomes } = await startConsumer({ durable, subject, stream });

      await eventually('both copies settled', () => outcomes.length === 2);
      expect(outcomes.map((outcome) => [outcome.kind, outcome.eventId])).toEqual([
        ['applied', id],
        ['duplicate', id],
      ]);
      expect((await effectCounts(fx.dataSource)).get(id)).toBe(1);
    } finally {
      await Promise.all(running.splice(0).map((consumer) => consumer.stop()));
      await fx.jsm.streams.delete(stream);
    }
  });

  it('applies once when the consumer dies after committing but before acknowledging', async () => {
    const { subject, durable } = scope();
    const [id] = await writeEvents(subject, [3]);
    await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();
    const doomed = await connect({ servers: (await resolveTestServices()).natsUrl });
    const first = await startConsumer({
      durable,
      subject,
      connection: doomed,
      ackWaitMs: 1_000,
      handler: async (event, manager) => {
        await recordEffect(event, manager);
        // The process "dies": its connection is gone, so the ack after the commit never reaches NATS.
        await doomed.close();
      },
    });
    await eventually('the first delivery committed', () => first.outcomes.length === 1);
    expect(first.outcomes[0]).toMatchObject({ kind: 'applied', eventId: id, deliveryCount: 1 });
    await first.consumer.stop();

    const second = await startConsumer({ durable, subject, ackWaitMs: 1_000 });

    await eventually('the redelivery settled', () => second.outcomes.length >= 1);
    expect(second.outcomes[0]).toMatchObject({ kind: 'duplicate', eventId: id });
    expect(second.outcomes[0].deliveryCount).toBeGreaterThan(1);
    expect(second.outcomes.every((outcome) => outcome.kind === 'duplicate')).toBe(true);
    expect((await effectCounts(fx.dataSource)).get(id)).toBe(1);
    await eventually('nothing left to acknowledge', async () => (await ackPending(durable)) === 0);
  });

  it('rolls back a failed handler and retries the event until it succeeds', async () => {
    const { subject, durable } = scope();
    const [id] = await writeEvents(subject, [4]);
    await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();
    let calls = 0;

    const { outcomes } = await startConsumer({
      durable,
      subject,
      handler: async (event, manager) => {
        await recordEffect(event, manager);
        calls += 1;
        if (calls < 3) throw new Error('downstream not ready');
      },
    });

    await eventually('the event applied', () => outcomes.some((outcome) => outcome.kind === 'applied'));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['failed', 'failed', 'applied']);
    expect(outcomes.map((outcome) => outcome.deliveryCount)).toEqual([1, 2, 3]);
    expect((await effectCounts(fx.dataSource)).get(id)).toBe(1);
  });

  it('terminates an undecodable message and goes on with the next one', async () => {
    const { subject, durable } = scope();
    await fx.js.publish(subject, 'not json', { msgID: uniqueName('bad') });
    const [good] = await writeEvents(subject, [5]);
    await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();

    const { outcomes } = await startConsumer({ durable, subject });

    await eventually('both settled', () => outcomes.length === 2);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['rejected', 'applied']);
    expect(outcomes[1].eventId).toBe(good);
    await eventually('nothing left to acknowledge', async () => (await ackPending(durable)) === 0);
  });

  it('hands a typed payload to the handler through parse()', async () => {
    const { subject, durable } = scope();
    await writeEvents(subject, [6]);
    await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();
    const seen: unknown[] = [];

    const { outcomes } = await startConsumer({
      durable,
      subject,
      parse: (payload, type) => ({ amount: (payload as Amount).amount * 10, type }) as Amount,
      handler: async (event) => {
        seen.push(event.payload);
      },
    });

    await eventually('applied', () => outcomes.length === 1);
    expect(seen).toEqual([{ amount: 60, type: 'rubrica.test.v1.Happened' }]);
  });

  it('shares the work between instances of the same durable, applying every event once', async () => {
    const { subject, durable } = scope();
    const amounts = Array.from({ length: 40 }, (_, n) => n);
    const ids = await writeEvents(subject, amounts);
    const a = await startConsumer({ durable, subject, batchSize: 2 });
    const b = await startConsumer({ durable, subject, batchSize: 2 });

    await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();

    await eventually('all applied', () => a.outcomes.length + b.outcomes.length >= 40);
    const counts = await effectCounts(fx.dataSource);
    expect(ids.map((id) => counts.get(id))).toEqual(ids.map(() => 1));
    await eventually('nothing left to acknowledge', async () => (await ackPending(durable)) === 0);
  });

  it('stop() lets the event in hand finish and acknowledges it', async () => {
    const { subject, durable } = scope();
    const [id] = await writeEvents(subject, [8]);
    await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = false;
    const { consumer, outcomes } = await startConsumer({
      durable,
      subject,
      handler: async (event, manager) => {
        entered = true;
        await gate;
        await recordEffect(event, manager);
      },
    });
    await eventually('handler entered', () => entered);

    const stopped = consumer.stop();
    release();
    await stopped;

    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['applied']);
    expect((await effectCounts(fx.dataSource)).get(id)).toBe(1);
    expect(await ackPending(durable)).toBe(0);
  });
});
