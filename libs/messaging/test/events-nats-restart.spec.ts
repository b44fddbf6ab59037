import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IsNull } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import {
  EventConsumer,
  OutboxEventEntity,
  OutboxRelay,
  OutboxWriter,
  type EventOutcome,
} from '../src/events/index.js';
import {
  effectCounts,
  eventually,
  recordEffect,
  setupEventsFixture,
  type EventsFixture,
} from './events-fixture.js';
import { freePort } from '@rubrica/testing';

const NATS_SERVER = '/usr/sbin/nats-server';

/**
 * A nats-server of this test's own (free port, private store directory), so killing it touches
 * nothing else on the machine.
 */
class PrivateNatsServer {
  private process: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    readonly storeDir: string,
  ) {}

  static async create(): Promise<PrivateNatsServer> {
    return new PrivateNatsServer(await freePort(), await mkdtemp(join(tmpdir(), 'rubrica-nats-')));
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      NATS_SERVER,
      ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.storeDir],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`nats-server did not start:\n${output}`)), 15_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server is ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`nats-server exited with ${code}:\n${output}`));
      });
    });
  }

  /** kill -9: no shutdown, no flush. */
  async crash(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.process = undefined;
  }

  async dispose(): Promise<void> {
    await this.crash();
    await rm(this.storeDir, { recursive: true, force: true });
  }
}

describe('events across a NATS crash', () => {
  let nats: PrivateNatsServer;
  let fx: EventsFixture;

  beforeAll(async () => {
    nats = await PrivateNatsServer.create();
    await nats.start();
    fx = await setupEventsFixture('nats_restart', nats.url);
  });

  afterAll(async () => {
    await fx?.teardown().catch(() => undefined);
    await nats?.dispose();
  });

  it('delivers every event exactly once when nats-server is killed and restarted mid-stream', async () => {
    const subject = `${fx.subjectPrefix}.payment.settled`;
    const outcomes: EventOutcome[] = [];
    const relay = new OutboxRelay({
      dataSource: fx.dataSource,
      jetstream: fx.js,
      pollIntervalMs: 50,
      publishTimeoutMs: 1_000,
    });
    const consumer = new EventConsumer<{ amount: number }>({
      dataSource: fx.dataSource,
      connection: fx.nc,
      stream: fx.stream,
      durable: 'restart_consumer',
      filterSubject: subject,
      ackWaitMs: 2_000,
      retryDelayMs: 100,
      handler: async (event, manager) => {
        // Slow enough that published events are still waiting in the stream when the server dies.
        await new Promise((resolve) => setTimeout(resolve, 25));
        await recordEffect(event, manager);
      },
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    const ids: string[] = [];
    const write = async (count: number) => {
      for (let i = 0; i < count; i++) {
        ids.push(
          await withTransaction(fx.dataSource, (manager) =>
            OutboxWriter.append(manager, {
              subject,
              type: 'rubrica.test.v1.PaymentSettled',
              payload: { amount: ids.length },
            }),
          ),
        );
      }
    };

    relay.start();
    await consumer.start();
    try {
      await write(40);
      await eventually(
        'all 40 published',
        async () => (await fx.jsm.streams.info(fx.stream)).state.messages >= 40,
      );
      await eventually(
        'a few applied',
        () => outcomes.filter((outcome) => outcome.kind === 'applied').length >= 5,
      );

      await nats.crash();
      const appliedAtCrash = new Set(outcomes.filter((o) => o.kind === 'applied').map((o) => o.eventId)).size;
      await write(20); // written while NATS is down: they wait in the outbox
      await nats.start();
      await write(20);

      await eventually(
        'every event applied',
        async () => (await effectCounts(fx.dataSource)).size === ids.length,
        30_000,
      );
      await eventually(
        'the outbox is empty',
        async () =>
          (await fx.dataSource.getRepository(OutboxEventEntity).countBy({ publishedAt: IsNull() })) === 0,
      );

      // The scenario really was "mid-stream": published, unconsumed events were in the store at the crash.
      expect(appliedAtCrash).toBeLessThan(40);
      const counts = await effectCounts(fx.dataSource);
      expect(ids.map((id) => counts.get(id))).toEqual(ids.map(() => 1));
      const [{ n }] = await fx.dataSource.query('SELECT count(*)::int AS n FROM processed_events');
      expect(n).toBe(ids.length);
    } finally {
      await consumer.stop();
      await relay.stop();
    }
  });

  it('publishes again, once the server is back, the recent events it had acknowledged and lost', async () => {
    const subject = `${fx.subjectPrefix}.invoice.issued`;
    await fx.dataSource.query('DELETE FROM outbox_events');
    await fx.jsm.streams.purge(fx.stream);
    const relay = new OutboxRelay({
      dataSource: fx.dataSource,
      jetstream: fx.js,
      connection: fx.nc,
      pollIntervalMs: 50,
      publishTimeoutMs: 1_000,
    });
    const storedIds = async () => {
      const info = await fx.jsm.streams.info(fx.stream);
      const ids: string[] = [];
      for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
        const message = await fx.jsm.streams.getMessage(fx.stream, { seq });
        if (message) ids.push(message.header.get('Nats-Msg-Id'));
      }
      return ids;
    };
    const write = () =>
      withTransaction(fx.dataSource, (manager) =>
        OutboxWriter.append(manager, { subject, type: 'rubrica.test.v1.InvoiceIssued', payload: {} }),
      );
    relay.start();
    try {
      const lost = await write();
      await eventually('the first published', async () => (await storedIds()).includes(lost));
      // What a server killed before syncing its file store loses: acknowledged, then gone.
      await fx.jsm.streams.purge(fx.stream);
      const kept = await write();
      await eventually('the second published', async () => (await storedIds()).includes(kept));
      await nats.crash();
      await nats.start();

      await eventually(
        'the lost one published again',
        async () => (await storedIds().catch((): string[] => [])).includes(lost),
        30_000,
      );
      // The one the server kept is not stored twice (same Nats-Msg-Id within the duplicate window).
      expect((await storedIds()).sort()).toEqual([lost, kept].sort());
    } finally {
      await relay.stop();
    }
  });
});
