import { RetentionPolicy, StorageType, type JetStreamClient } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { IsNull } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import {
  ensureStream,
  EventHeaders,
  OutboxEventEntity,
  OutboxRelay,
  OutboxWriter,
  type EventPublisher,
} from '../src/events/index.js';
import { setupEventsFixture, type EventsFixture } from './events-fixture.js';

describe('transactional outbox', () => {
  let fx: EventsFixture;

  beforeAll(async () => {
    fx = await setupEventsFixture('outbox');
  });

  afterAll(async () => {
    await fx?.teardown();
  });

  beforeEach(async () => {
    await fx.dataSource.query('DELETE FROM outbox_events');
    await fx.jsm.streams.purge(fx.stream);
  });

  const subject = (name: string) => `${fx.subjectPrefix}.order.${name}`;

  async function streamMessages() {
    const info = await fx.jsm.streams.info(fx.stream);
    const messages = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
      const stored = await fx.jsm.streams.getMessage(fx.stream, { seq });
      if (stored) messages.push(stored);
    }
    return messages;
  }

  it('never publishes an event whose transaction rolled back', async () => {
    const committed = await withTransaction(fx.dataSource, (manager) =>
      OutboxWriter.append(manager, {
        subject: subject('placed'),
        type: 'rubrica.test.v1.OrderPlaced',
        payload: { n: 1 },
      }),
    );
    await expect(
      withTransaction(fx.dataSource, async (manager) => {
        await OutboxWriter.append(manager, {
          subject: subject('placed'),
          type: 'rubrica.test.v1.OrderPlaced',
          payload: { n: 2 },
        });
        throw new Error('business rule violated');
      }),
    ).rejects.toThrow('business rule violated');

    const relay = new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js });
    expect(await relay.drainOnce()).toBe(1);

    const messages = await streamMessages();
    expect(messages.map((message) => message.header.get(EventHeaders.MessageId))).toEqual([committed]);
    expect(await fx.dataSource.getRepository(OutboxEventEntity).count()).toBe(1);
  });

  it('refuses to write an event outside a transaction', async () => {
    await expect(
      OutboxWriter.append(fx.dataSource.manager, {
        subject: subject('placed'),
        type: 'rubrica.test.v1.OrderPlaced',
        payload: {},
      }),
    ).rejects.toThrow(/inside a transaction/);
  });

  it('publishes in write order with the event id, type and JSON payload, then marks rows published', async () => {
    const ids = await withTransaction(fx.dataSource, async (manager) => {
      const written: string[] = [];
      for (const n of [1, 2, 3]) {
        written.push(
          await OutboxWriter.append(manager, {
            subject: subject(`step${n}`),
            type: `rubrica.test.v1.Step${n}`,
            payload: { n },
          }),
        );
      }
      return written;
    });
    const relay = new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js });

    expect(await relay.drainOnce()).toBe(3);
    expect(await relay.drainOnce()).toBe(0);

    const messages = await streamMessages();
    expect(messages.map((message) => message.header.get(EventHeaders.MessageId))).toEqual(ids);
    expect(messages.map((message) => message.subject)).toEqual([
      subject('step1'),
      subject('step2'),
      subject('step3'),
    ]);
    expect(messages.map((message) => message.header.get(EventHeaders.EventType))).toEqual([
      'rubrica.test.v1.Step1',
      'rubrica.test.v1.Step2',
      'rubrica.test.v1.Step3',
    ]);
    expect(messages.map((message) => message.json())).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const rows = await fx.dataSource.getRepository(OutboxEventEntity).find({ order: { seq: 'ASC' } });
    expect(rows.every((row) => row.publishedAt instanceof Date && row.attempts === 1)).toBe(true);
  });

  it('keeps an event JetStream refused, and everything after it, for the next drain', async () => {
    const ids = await withTransaction(fx.dataSource, async (manager) => {
      const written: string[] = [];
      for (const n of [1, 2, 3]) {
        written.push(
          await OutboxWriter.append(manager, {
            subject: subject('placed'),
            type: 'rubrica.test.v1.OrderPlaced',
            payload: { n },
          }),
        );
      }
      return written;
    });
    let calls = 0;
    const flaky: EventPublisher = {
      publish: (...args: Parameters<JetStreamClient['publish']>) => {
        calls += 1;
        return calls === 2 ? Promise.reject(new Error('503 no responders')) : fx.js.publish(...args);
      },
    };

    expect(await new OutboxRelay({ dataSource: fx.dataSource, jetstream: flaky }).drainOnce()).toBe(1);
    const failed = await fx.dataSource.getRepository(OutboxEventEntity).findOneByOrFail({ id: ids[1] });
    expect(failed.publishedAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('no responders');
    expect(
      (await fx.dataSource.getRepository(OutboxEventEntity).findOneByOrFail({ id: ids[2] })).publishedAt,
    ).toBeNull();

    expect(await new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js }).drainOnce()).toBe(2);
    expect((await streamMessages()).map((message) => message.header.get(EventHeaders.MessageId))).toEqual(
      ids,
    );
  });

  it('lets several relays drain together without publishing a row twice', async () => {
    await withTransaction(fx.dataSource, async (manager) => {
      for (let n = 0; n < 120; n++) {
        await OutboxWriter.append(manager, {
          subject: subject('placed'),
          type: 'rubrica.test.v1.OrderPlaced',
          payload: { n },
        });
      }
    });
    const published: string[] = [];
    const counting: EventPublisher = {
      publish: (subjectName, payload, options) => {
        published.push(options?.msgID ?? '');
        return fx.js.publish(subjectName, payload, options);
      },
    };
    const relays = [1, 2, 3].map(
      () => new OutboxRelay({ dataSource: fx.dataSource, jetstream: counting, batchSize: 10 }),
    );

    const counts = await Promise.all(relays.map((relay) => relay.drainOnce()));

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(120);
    expect(published).toHaveLength(120);
    expect(new Set(published).size).toBe(120);
    expect((await fx.jsm.streams.info(fx.stream)).state.messages).toBe(120);
  });

  it('purges only rows published longer ago than asked', async () => {
    const [old, recent, unsent] = await withTransaction(fx.dataSource, async (manager) => [
      await OutboxWriter.append(manager, {
        subject: subject('placed'),
        type: 'rubrica.test.v1.OrderPlaced',
        payload: {},
      }),
      await OutboxWriter.append(manager, {
        subject: subject('placed'),
        type: 'rubrica.test.v1.OrderPlaced',
        payload: {},
      }),
      await OutboxWriter.append(manager, {
        subject: subject('placed'),
        type: 'rubrica.test.v1.OrderPlaced',
        payload: {},
      }),
    ]);
    await fx.dataSource.query(
      `UPDATE outbox_events SET published_at = now() - interval '2 hours' WHERE id = $1`,
      [old],
    );
    await fx.dataSource.query(`UPDATE outbox_events SET published_at = now() WHERE id = $1`, [recent]);

    const relay = new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js });
    expect(await relay.purgePublished(60 * 60 * 1000)).toBe(1);

    const left = await fx.dataSource.getRepository(OutboxEventEntity).find({ order: { seq: 'ASC' } });
    expect(left.map((row) => row.id)).toEqual([recent, unsent]);
  });

  it('publishes again the recent events a restarted server lost, without storing twice those it kept', async () => {
    const append = () =>
      withTransaction(fx.dataSource, (manager) =>
        OutboxWriter.append(manager, {
          subject: subject('placed'),
          type: 'rubrica.test.v1.OrderPlaced',
          payload: {},
        }),
      );
    const relay = new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js });
    const kept = await append();
    expect(await relay.drainOnce()).toBe(1);
    // Acknowledged, then gone with the server: the row says published, the stream does not have it.
    const lost = await append();
    await fx.dataSource.query(`UPDATE outbox_events SET published_at = now() WHERE id = $1`, [lost]);
    // Published long before the window: left alone.
    const old = await append();
    await fx.dataSource.query(
      `UPDATE outbox_events SET published_at = now() - interval '10 minutes' WHERE id = $1`,
      [old],
    );

    expect(await relay.republishRecent(60_000)).toBe(2);
    expect(await relay.drainOnce()).toBe(2);

    const ids = (await streamMessages()).map((message) => message.header.get(EventHeaders.MessageId));
    expect(ids).toEqual([kept, lost]);
    const unsent = await fx.dataSource.getRepository(OutboxEventEntity).countBy({ publishedAt: IsNull() });
    expect(unsent).toBe(0);
  });

  async function waitForMessages(count: number): Promise<void> {
    for (let i = 0; i < 400 && (await fx.jsm.streams.info(fx.stream)).state.messages < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const place = () =>
    withTransaction(fx.dataSource, (manager) =>
      OutboxWriter.append(manager, {
        subject: subject('placed'),
        type: 'rubrica.test.v1.OrderPlaced',
        payload: {},
      }),
    );

  /** The relays' listening connections to this test's database: their process ids. */
  async function listeners(): Promise<number[]> {
    const rows: Array<{ pid: number }> = await fx.dataSource.query(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND application_name LIKE '%outbox relay' AND query LIKE 'LISTEN %'`,
    );
    return rows.map((row) => row.pid);
  }

  /** The listening connections once one other than `lost` listens (or after ten seconds). */
  async function listenersAfter(lost: number): Promise<number[]> {
    let now: number[] = [];
    for (let i = 0; i < 400 && !(now = await listeners()).some((pid) => pid !== lost); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return now;
  }

  /** A row committed now is published while the relays' polls are minutes away. */
  async function expectPublishedOnCommit(): Promise<void> {
    const id = await place();
    await waitForMessages(1);
    expect((await streamMessages()).map((message) => message.header.get(EventHeaders.MessageId))).toEqual([
      id,
    ]);
  }

  it('publishes a committed row at once, woken by the commit rather than by its next poll', async () => {
    // A poll every ten minutes: only the commit's notification can make it publish within the test.
    const relay = new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js, pollIntervalMs: 600_000 });
    relay.start();
    try {
      await relay.whenListening();
      const first = await place();
      await waitForMessages(1);
      const second = await place();
      await waitForMessages(2);
      expect((await streamMessages()).map((message) => message.header.get(EventHeaders.MessageId))).toEqual([
        first,
        second,
      ]);
    } finally {
      await relay.stop();
    }
    expect(await listeners()).toEqual([]);
  });

  it('listens again on a new connection when its listening one is lost', async () => {
    const relay = new OutboxRelay({
      dataSource: fx.dataSource,
      jetstream: fx.js,
      pollIntervalMs: 600_000,
      relistenDelayMs: 50,
    });
    relay.start();
    try {
      await relay.whenListening();
      const [lost] = await listeners();
      expect(lost).toEqual(expect.any(Number));
      await fx.dataSource.query('SELECT pg_terminate_backend($1)', [lost]);
      const again = await listenersAfter(lost!);
      expect(again).toHaveLength(1);
      expect(again).not.toContain(lost);
      await expectPublishedOnCommit();
    } finally {
      await relay.stop();
    }
  });

  it('lets one relay of a database listen while another polls, and the other take over when it is gone', async () => {
    const relays = [1, 2].map(
      () =>
        new OutboxRelay({
          dataSource: fx.dataSource,
          jetstream: fx.js,
          pollIntervalMs: 600_000,
          relistenDelayMs: 60_000,
          standbyRetryMs: 50,
        }),
    );
    for (const relay of relays) relay.start();
    try {
      await Promise.all(relays.map((relay) => relay.whenListening()));
      const [leader, ...others] = await listeners();
      expect(others).toEqual([]);
      // The listening one's connection is lost and it waits a minute to listen again: the other
      // takes its place, and a commit still wakes a relay at once.
      await fx.dataSource.query('SELECT pg_terminate_backend($1)', [leader]);
      const now = await listenersAfter(leader!);
      expect(now).toHaveLength(1);
      expect(now).not.toContain(leader);
      await expectPublishedOnCommit();
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
  });

  it('publishes in the background between start() and stop()', async () => {
    const relay = new OutboxRelay({ dataSource: fx.dataSource, jetstream: fx.js, pollIntervalMs: 20 });
    relay.start();
    try {
      const id = await withTransaction(fx.dataSource, (manager) =>
        OutboxWriter.append(manager, {
          subject: subject('placed'),
          type: 'rubrica.test.v1.OrderPlaced',
          payload: {},
        }),
      );
      for (let i = 0; i < 400 && (await fx.jsm.streams.info(fx.stream)).state.messages === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await streamMessages()).map((message) => message.header.get(EventHeaders.MessageId))).toEqual([
        id,
      ]);
    } finally {
      await relay.stop();
    }
  });
});

describe('ensureStream', () => {
  let fx: EventsFixture;

  beforeAll(async () => {
    fx = await setupEventsFixture('ensure_stream');
  });

  afterAll(async () => {
    await fx?.teardown();
  });

  it('creates a file-backed stream with a two-minute duplicate window', async () => {
    const info = await fx.jsm.streams.info(fx.stream);
    expect(info.config.storage).toBe(StorageType.File);
    expect(info.config.retention).toBe(RetentionPolicy.Limits);
    expect(info.config.duplicate_window).toBe(nanos(120_000));
    expect(info.config.subjects).toEqual([`${fx.subjectPrefix}.>`]);
  });

  it('updates an existing stream instead of failing, keeping its messages', async () => {
    await fx.js.publish(`${fx.subjectPrefix}.kept`, '{}');
    const extra = `${fx.subjectPrefix}_extra.>`;

    const results = await Promise.all([
      ensureStream(fx.jsm, {
        name: fx.stream,
        subjects: [`${fx.subjectPrefix}.>`, extra],
        duplicateWindowMs: 60_000,
      }),
      ensureStream(fx.jsm, {
        name: fx.stream,
        subjects: [`${fx.subjectPrefix}.>`, extra],
        duplicateWindowMs: 60_000,
      }),
    ]);

    expect(results.map((info) => info.config.duplicate_window)).toEqual([nanos(60_000), nanos(60_000)]);
    const info = await fx.jsm.streams.info(fx.stream);
    expect(info.config.subjects).toEqual([`${fx.subjectPrefix}.>`, extra]);
    expect(info.state.messages).toBe(1);
  });
});
