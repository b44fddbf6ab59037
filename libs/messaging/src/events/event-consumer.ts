import { crashPoint } from '@rubrica/config';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type ConsumerConfig,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { DataSource, EntityManager } from 'typeorm';
import { extractTraceContext, SpanKind, withSpan } from '@rubrica/telemetry';
import { EventHeaders } from './event-headers.js';
import { silentLogger, type EventsLogger } from './events-logger.js';

export interface ConsumedEvent<T = unknown> {
  id: string;
  subject: string;
  /** Full proto message name (`Rubrica-Event-Type`). */
  type: string;
  payload: T;
  headers: Record<string, string>;
  /** 1 on first delivery. */
  deliveryCount: number;
  streamSequence: number;
}

/** Applies one event using the transaction's EntityManager; throwing rolls it back and asks for redelivery. */
export type EventHandler<T = unknown> = (event: ConsumedEvent<T>, manager: EntityManager) => Promise<void>;

export type EventOutcomeKind =
  /** The handler ran and its transaction committed. */
  | 'applied'
  /** This consumer had already applied the event; acknowledged without running the handler. */
  | 'duplicate'
  /** The handler or the transaction failed; the message was negatively acknowledged for redelivery. */
  | 'failed'
  /** The message cannot be decoded; terminated so it is never redelivered. */
  | 'rejected';

export interface EventOutcome {
  kind: EventOutcomeKind;
  eventId: string;
  subject: string;
  deliveryCount: number;
  error?: unknown;
}

export interface EventConsumerOptions<T = unknown> {
  dataSource: DataSource;
  connection: NatsConnection;
  stream: string;
  /** Durable consumer name; also the `consumer` recorded in processed_events. */
  durable: string;
  /** At most one subject filter (NATS 2.9 has no filter_subjects). */
  filterSubject?: string;
  handler: EventHandler<T>;
  /** Turns the JSON payload into T (e.g. a proto `fromJson`); throwing rejects the message. */
  parse?: (payload: unknown, type: string) => T;
  /** Time JetStream waits for an ack before redelivering. Default 30 s; long handlers keep it alive. */
  ackWaitMs?: number;
  /** Deliveries before JetStream gives up on a message; -1 (default) never gives up. */
  maxDeliver?: number;
  /** Delay before a failed event is redelivered, doubled each time up to maxRetryDelayMs. Default 1 s. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Messages pulled per request. Default 10. */
  batchSize?: number;
  logger?: EventsLogger;
  /** Called after each message is settled (for metrics and tests). */
  onOutcome?: (outcome: EventOutcome) => void;
}

/**
 * A durable JetStream pull consumer that applies each event at most once per consumer name:
 * it opens a transaction, records (consumer, event id) in processed_events, runs the handler,
 * commits and only then acknowledges. A redelivered event (lost ack, crash after commit,
 * re-publish) finds its id recorded and is acknowledged without running the handler again.
 */
export class EventConsumer<T = unknown> {
  private readonly ackWaitMs: number;
  private readonly logger: EventsLogger;
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  private stopping = false;

  constructor(private readonly options: EventConsumerOptions<T>) {
    this.ackWaitMs = options.ackWaitMs ?? 30_000;
    this.logger = options.logger ?? silentLogger;
  }

  /** Creates or updates the durable consumer and starts processing; resolves once it is pulling. */
  async start(): Promise<void> {
    if (this.loop) return;
    this.stopping = false;
    this.messages = await this.subscribe();
    this.loop = this.run(this.messages);
  }

  /**
   * Finishes the event in hand, hands back the ones already pulled (nak, so another instance
   * takes them at once) and stops pulling. The connection stays open: its owner closes it.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.messages?.close();
    await this.loop;
    this.loop = undefined;
    this.messages = undefined;
    await this.flushAcks();
  }

  /** Pushes the last acks out, without hanging on a connection that is down. */
  private async flushAcks(): Promise<void> {
    const { connection } = this.options;
    if (connection.isClosed()) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      connection.flush().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, 2_000))),
    ]);
    clearTimeout(timer);
  }

  private async subscribe(): Promise<ConsumerMessages> {
    const { connection, stream, durable } = this.options;
    const jsm = await jetstreamManager(connection);
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(this.ackWaitMs),
      max_deliver: this.options.maxDeliver ?? -1,
      ...(this.options.filterSubject ? { filter_subject: this.options.filterSubject } : {}),
    };
    const existing = await jsm.consumers.info(stream, durable).catch((error: unknown) => {
      if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound)
        return null;
      throw error;
    });
    if (!existing) {
      await jsm.consumers.add(stream, config);
    } else if (
      existing.config.ack_wait !== config.ack_wait ||
      existing.config.max_deliver !== config.max_deliver ||
      (existing.config.filter_subject ?? '') !== (config.filter_subject ?? '')
    ) {
      // Only when something changed: NATS 2.9 forgets delivery counts of pending messages on update.
      const { durable_name: _name, deliver_policy: _policy, ...updatable } = config;
      await jsm.consumers.update(stream, durable, updatable);
    }
    const consumer = await jetstream(connection).consumers.get(stream, durable);
    return consumer.consume({ max_messages: this.options.batchSize ?? 10, expires: 5_000 });
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    try {
      for await (const message of messages) {
        if (this.stopping) {
          message.nak();
          continue;
        }
        await this.handle(message);
      }
    } catch (error) {
      if (!this.stopping)
        this.logger.error(
          { err: error, durable: this.options.durable },
          'event consumer stopped unexpectedly',
        );
    }
    if (!this.stopping) this.restartSoon();
  }

  /** The pull loop ended without stop() (consumer deleted, connection closed): try again later. */
  private restartSoon(): void {
    if (this.options.connection.isClosed()) {
      this.logger.error(
        { durable: this.options.durable },
        'event consumer: connection closed, not consuming any more',
      );
      return;
    }
    setTimeout(() => {
      if (this.stopping) return;
      this.subscribe()
        .then((messages) => {
          if (this.stopping) return void messages.close();
          this.messages = messages;
          this.loop = this.run(messages);
        })
        .catch((error) => {
          this.logger.warn(
            { err: error, durable: this.options.durable },
            'event consumer: resubscribe failed',
          );
          this.restartSoon();
        });
    }, 1_000).unref();
  }

  private async handle(message: JsMsg): Promise<void> {
    const headers = headerRecord(message);
    const deliveryCount = message.info.deliveryCount;
    const eventId =
      headers[EventHeaders.MessageId] ?? `${message.info.stream}:${message.info.streamSequence}`;
    const base = { eventId, subject: message.subject, deliveryCount };

    let event: ConsumedEvent<T>;
    try {
      const type = headers[EventHeaders.EventType] ?? '';
      const json: unknown = message.json();
      const payload = this.options.parse ? this.options.parse(json, type) : (json as T);
      event = {
        id: eventId,
        subject: message.subject,
        type,
        payload,
        headers,
        deliveryCount,
        streamSequence: message.info.streamSequence,
      };
    } catch (error) {
      this.logger.error({ err: error, ...base }, 'event consumer: undecodable event, terminating it');
      message.term(); // no reason text: NATS 2.9 does not parse '+TERM <reason>'
      return this.report({ kind: 'rejected', ...base, error });
    }

    // Long handlers tell JetStream they are alive, so the message is not redelivered meanwhile.
    const keepAlive = setInterval(() => message.working(), Math.max(1_000, this.ackWaitMs / 2));
    let applied: boolean;
    try {
      applied = await withSpan(`${message.subject} process`, () => this.applyOnce(event), {
        parent: extractTraceContext(headers),
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.consumer.group.name': this.options.durable,
          'messaging.message.id': eventId,
        },
      });
    } catch (error) {
      clearInterval(keepAlive);
      this.logger.warn({ err: error, ...base }, 'event consumer: handler failed, will retry');
      message.nak(this.retryDelay(deliveryCount));
      return this.report({ kind: 'failed', ...base, error });
    }
    clearInterval(keepAlive);
    crashPoint('consumer.after-commit');

    // A plain ack, not a confirmed one: waiting for confirmation would stall the loop for the
    // whole timeout when the connection is down, and a lost ack only costs a redelivery that
    // finds the event recorded.
    try {
      message.ack();
    } catch (error) {
      this.logger.warn({ err: error, ...base }, 'event consumer: ack not sent');
    }
    this.report({ kind: applied ? 'applied' : 'duplicate', ...base });
  }

  /** Returns false when this consumer had already applied the event. */
  private applyOnce(event: ConsumedEvent<T>): Promise<boolean> {
    return this.options.dataSource.transaction(async (manager) => {
      // Insert first: a concurrent delivery of the same event blocks on this row until we commit,
      // then inserts nothing, so two deliveries can never both run the handler.
      const inserted: unknown[] = await manager.query(
        'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
        [this.options.durable, event.id],
      );
      if (inserted.length === 0) return false;
      await this.options.handler(event, manager);
      crashPoint('consumer.before-commit');
      return true;
    });
  }

  private retryDelay(deliveryCount: number): number {
    const base = this.options.retryDelayMs ?? 1_000;
    const max = this.options.maxRetryDelayMs ?? 60_000;
    return Math.min(max, base * 2 ** Math.min(20, Math.max(0, deliveryCount - 1)));
  }

  private report(outcome: EventOutcome): void {
    try {
      this.options.onOutcome?.(outcome);
    } catch (error) {
      this.logger.warn({ err: error }, 'event consumer: onOutcome threw');
    }
  }
}

function headerRecord(message: JsMsg): Record<string, string> {
  const record: Record<string, string> = {};
  if (!message.headers) return record;
  for (const key of message.headers.keys()) record[key] = message.headers.get(key);
  return record;
}
