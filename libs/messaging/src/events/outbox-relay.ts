import { crashPoint } from '@rubrica/config';
import type { JetStreamClient } from '@nats-io/jetstream';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import type { DataSource, EntityManager } from 'typeorm';
import { extractTraceContext, injectTraceContext, SpanKind, withSpan } from '@rubrica/telemetry';
import { EventHeaders } from './event-headers.js';
import { silentLogger, type EventsLogger } from './events-logger.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { OUTBOX_CHANNEL } from './outbox-notify.migration.js';

/** What the relay needs from JetStream; a JetStreamClient is one. */
export type EventPublisher = Pick<JetStreamClient, 'publish'>;

export interface OutboxRelayOptions {
  dataSource: DataSource;
  jetstream: EventPublisher;
  /** Rows taken (and locked) per transaction. Default 100. */
  batchSize?: number;
  /**
   * Pause between polls when the outbox is empty or publishing failed. Default 500 ms. A commit
   * that wrote rows wakes the relay before it (see `listen`); the polls catch what no notification
   * announced: rows left by a relay that died, a failed publish, commits while it reconnected.
   */
  pollIntervalMs?: number;
  /** Pause before listening again after the listening connection was lost. Default 1 s. */
  relistenDelayMs?: number;
  /**
   * One relay per database listens (the others would wake with it only to find the rows taken);
   * the others poll, and try this often to become the one that listens. Default 5 s.
   */
  standbyRetryMs?: number;
  /** How long to wait for JetStream's PubAck. Default 5 s. */
  publishTimeoutMs?: number;
  /**
   * The connection `jetstream` publishes on. Given, the relay publishes again the rows of the
   * last `republishWindowMs` when it starts and each time the connection comes back, since the
   * server may have restarted and lost what it acknowledged last (see republishRecent).
   */
  connection?: Pick<NatsConnection, 'status'>;
  /** At most the streams' duplicate window. Default 2 minutes. */
  republishWindowMs?: number;
  logger?: EventsLogger;
}

/**
 * Publishes committed outbox rows to JetStream in insertion order, then marks them published.
 *
 * Rows are taken with FOR UPDATE SKIP LOCKED, so several relays (one per replica) share the work
 * without publishing the same row at the same time. A relay that dies after publishing but before
 * its transaction commits leaves the row unsent and it is published again: JetStream drops the
 * copy within the duplicate window (`Nats-Msg-Id` = event id) and consumers ignore any later copy.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly publishTimeoutMs: number;
  private readonly logger: EventsLogger;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  /** A notification came since the last drain began: drain again without waiting. */
  private notified = false;
  /** The last drain stopped at a row JetStream did not take: wait before the next one. */
  private failed = false;
  private listener: Listener | undefined;
  private listening: Promise<void> | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: OutboxRelayOptions) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 5_000;
    this.logger = options.logger ?? silentLogger;
  }

  /** Starts polling in the background. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
    this.listening = this.listen();
    const { connection } = this.options;
    if (connection) {
      void this.republishAfterRestart('the relay started');
      void this.followReconnects(connection);
    }
  }

  /** Stops polling after the batch in flight is published and marked. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.relistenTimer);
    this.wake?.();
    await this.loop;
    this.loop = undefined;
    await this.listening;
    this.listener?.close();
    this.listener = undefined;
  }

  /**
   * Resolves once the relay listens for new rows' commits (or found it cannot: a database other
   * than PostgreSQL); from then on a commit that wrote rows wakes it.
   */
  whenListening(): Promise<void> {
    return this.listening ?? Promise.resolve();
  }

  /**
   * Listens on `outbox_events` (migration OutboxNotify) on a connection of its own, beside the
   * pool, so that each commit that wrote rows wakes the relay at once. A lost connection is
   * replaced after `relistenDelayMs`, polling alone in between. While another relay of the
   * database listens, this one polls and asks again every `standbyRetryMs`.
   */
  private async listen(): Promise<void> {
    const connect = listenerFactory(this.options.dataSource);
    if (!connect || !this.running) return;
    let listener: Listener | null | undefined;
    try {
      listener = await connect(
        () => {
          this.notified = true;
          this.wake?.();
        },
        (error) => {
          if (!listener || this.listener !== listener) return;
          this.listener = undefined;
          listener.close();
          this.logger.warn({ err: error }, 'outbox relay: lost the listening connection; polling meanwhile');
          this.relistenLater();
        },
      );
      if (!listener) return this.relistenLater(this.options.standbyRetryMs ?? 5_000);
      if (!this.running) return listener.close();
      this.listener = listener;
      // A row committed before the listening began had no one to wake: look now.
      this.notified = true;
      this.wake?.();
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox relay: cannot listen for new events; polling meanwhile');
      this.relistenLater();
    }
  }

  private relistenLater(delayMs = this.options.relistenDelayMs ?? 1_000): void {
    if (!this.running) return;
    clearTimeout(this.relistenTimer);
    this.relistenTimer = setTimeout(() => {
      this.listening = this.listen();
    }, delayMs);
    this.relistenTimer.unref?.();
  }

  /**
   * Publishes every unsent row it can lock, batch after batch, and returns how many it published.
   * Stops at the first row JetStream does not accept, so later rows never overtake it; that row
   * is retried on the next call.
   */
  async drainOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const { published, complete } = await this.publishBatch();
      total += published;
      if (!complete) return total;
    }
  }

  /**
   * Deletes rows published more than `olderThanMs` ago (for a periodic cleanup job); returns how
   * many. Keep them at least as long as the stream's duplicate window.
   */
  async purgePublished(olderThanMs: number): Promise<number> {
    const result = await this.options.dataSource
      .createQueryBuilder()
      .delete()
      .from(OutboxEventEntity)
      .where('published_at < now() - make_interval(secs => :seconds)', { seconds: olderThanMs / 1000 })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * Marks the rows published in the last `windowMs` as unsent, so the relay publishes them again;
   * returns how many. For after the NATS server restarted: a single server acknowledges a message
   * before syncing it to disk (every `sync_interval`, two minutes by default), so one that was
   * killed outright, or whose machine died, may have lost the last messages it acknowledged.
   * Copies it kept are dropped by JetStream (same `Nats-Msg-Id` within the stream's duplicate
   * window, which `windowMs` must not exceed); consumers ignore any that get through.
   */
  async republishRecent(windowMs: number): Promise<number> {
    const result = await this.options.dataSource
      .createQueryBuilder()
      .update(OutboxEventEntity)
      .set({ publishedAt: null })
      .where('published_at >= now() - make_interval(secs => :seconds)', { seconds: windowMs / 1000 })
      .execute();
    this.wake?.();
    return result.affected ?? 0;
  }

  private async followReconnects(connection: Pick<NatsConnection, 'status'>): Promise<void> {
    for await (const status of connection.status()) {
      if (!this.running) return;
      if (status.type === 'reconnect') await this.republishAfterRestart('NATS is back');
    }
  }

  private async republishAfterRestart(why: string): Promise<void> {
    try {
      const rows = await this.republishRecent(this.options.republishWindowMs ?? 120_000);
      if (rows > 0) this.logger.warn({ rows }, `outbox relay: ${why}, publishing recent events again`);
    } catch (error) {
      this.logger.error({ err: error }, `outbox relay: ${why}, cannot mark recent events for publishing`);
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.notified = false;
      this.failed = false;
      try {
        await this.drainOnce();
      } catch (error) {
        this.failed = true;
        this.logger.error({ err: error }, 'outbox relay: drain failed');
      }
      if (!this.running) break;
      // Rows committed while it drained: at once, unless publishing is failing.
      if (this.notified && !this.failed) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollIntervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** `complete` is true when the batch was full and all of it went out, i.e. there may be more. */
  private publishBatch(): Promise<{ published: number; complete: boolean }> {
    return this.options.dataSource.transaction(async (manager) => {
      const rows = await manager
        .createQueryBuilder(OutboxEventEntity, 'event')
        .where('event.published_at IS NULL')
        .orderBy('event.seq', 'ASC')
        .limit(this.batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();

      const published: string[] = [];
      for (const row of rows) {
        try {
          crashPoint('outbox.before-publish');
          await this.publish(row);
          crashPoint('outbox.after-publish');
          published.push(row.id);
        } catch (error) {
          this.logger.warn(
            { err: error, eventId: row.id, subject: row.subject },
            'outbox relay: publish failed',
          );
          await this.recordFailure(manager, row, error);
          this.failed = true;
          break;
        }
      }
      if (published.length > 0) {
        await manager
          .createQueryBuilder()
          .update(OutboxEventEntity)
          .set({ publishedAt: () => 'now()', attempts: () => 'attempts + 1', lastError: null })
          .whereInIds(published)
          .execute();
      }
      return {
        published: published.length,
        complete: rows.length === this.batchSize && published.length === rows.length,
      };
    });
  }

  private async publish(row: OutboxEventEntity): Promise<void> {
    await withSpan(
      `${row.subject} publish`,
      async () => {
        const carrier = injectTraceContext({ ...row.headers });
        const headers = natsHeaders();
        for (const [name, value] of Object.entries(carrier)) headers.set(name, value);
        headers.set(EventHeaders.EventType, row.type);
        const ack = await this.options.jetstream.publish(row.subject, JSON.stringify(row.payload), {
          msgID: row.id,
          headers,
          timeout: this.publishTimeoutMs,
        });
        if (ack.duplicate)
          this.logger.debug(
            { eventId: row.id, seq: ack.seq },
            'outbox relay: JetStream already had this event',
          );
      },
      {
        parent: extractTraceContext(row.headers),
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.destination.name': row.subject,
          'messaging.message.id': row.id,
        },
      },
    );
  }

  private async recordFailure(manager: EntityManager, row: OutboxEventEntity, error: unknown): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(OutboxEventEntity)
      .set({
        attempts: () => 'attempts + 1',
        lastError: String((error as Error)?.message ?? error).slice(0, 1000),
      })
      .where('id = :id', { id: row.id })
      .execute();
  }
}

/** A connection listening on OUTBOX_CHANNEL. */
interface Listener {
  close(): void;
}

/** The listening connection, or null while another relay of the database holds the listening lock. */
type ListenerFactory = (onNotify: () => void, onLost: (error: unknown) => void) => Promise<Listener | null>;

/** Held, for as long as its session lasts, by the one relay of a database that listens. */
const LISTENING_LOCK = `SELECT pg_try_advisory_lock(hashtextextended('${OUTBOX_CHANNEL} listener', 0)) AS held`;

/** What the relay reads of TypeORM's PostgreSQL driver: its `pg` module and its pool's settings. */
interface PgDriverLike {
  postgres?: {
    Client: new (options: object) => {
      on(event: 'notification', listener: () => void): void;
      on(event: 'error' | 'end', listener: (error?: unknown) => void): void;
      connect(): Promise<void>;
      query(sql: string): Promise<{ rows: Array<Record<string, unknown>> }>;
      end(): Promise<void>;
    };
  };
  master?: { options?: object };
}

/**
 * Opens listening connections with the data source's own `pg` module and connection settings;
 * none for a database other than PostgreSQL.
 */
function listenerFactory(dataSource: DataSource): ListenerFactory | undefined {
  const driver = dataSource.driver as unknown as PgDriverLike;
  const Client = driver.postgres?.Client;
  const options = driver.master?.options;
  if (!Client || !options) return undefined;
  return async (onNotify, onLost) => {
    // Named after the process, as its pool's connections are, so an operator can tell it apart.
    const processName = (options as { application_name?: string }).application_name;
    const client = new Client({
      ...options,
      application_name: processName ? `${processName} outbox relay` : 'outbox relay',
    });
    let closed = false;
    const lost = (error?: unknown) => {
      if (!closed) onLost(error ?? new Error('connection ended'));
    };
    // Without an 'error' listener a dropped connection would be an uncaught exception.
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', onNotify);
    const close = () => {
      closed = true;
      void client.end().catch(() => undefined);
    };
    try {
      await client.connect();
      const { rows } = await client.query(LISTENING_LOCK);
      if (rows[0]?.held !== true) {
        close();
        return null;
      }
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (error) {
      close();
      throw error;
    }
    return { close };
  };
}
