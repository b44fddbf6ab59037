import { jetstreamManager } from '@nats-io/jetstream';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  ensureStream,
  EventConsumer,
  type ConsumedEvent,
  type EventConsumerOptions,
  type EventOutcome,
} from '@rubrica/messaging';
import type { EntityManager } from 'typeorm';
import { createLogger } from '@rubrica/telemetry';
import type { NatsConnectionManager } from './nats-connection.manager.js';

/**
 * Keeps work (enqueueing a job for the row the handler wrote) until the event's transaction has
 * committed; it runs then, in order. A rolled-back event runs none of it.
 */
export type AfterCommit = (work: () => Promise<void>) => void;

/** Applies one event in the transaction that marks it processed. */
export type BackgroundEventHandler<T> = (
  event: ConsumedEvent<T>,
  manager: EntityManager,
  afterCommit: AfterCommit,
) => Promise<void>;

export interface BackgroundEventConsumerOptions<T> extends Omit<
  EventConsumerOptions<T>,
  'connection' | 'onOutcome' | 'handler'
> {
  handler: BackgroundEventHandler<T>;
  nats: NatsConnectionManager;
  /**
   * Names the consumer's JSON log lines (at `logLevel`) and its start-failure warning, when
   * `logger` and `onStartFailure` are not given.
   */
  name?: string;
  logLevel?: string;
  /** The stream's full definition: created if absent, so a consumer may start before the producer. */
  streamSubjects: readonly string[];
  /** Told when starting fails (NATS refused, stream unavailable); starting is retried. */
  onStartFailure?: (error: Error) => void;
  /** Delay before starting again after a failure. Default 5 s. */
  restartDelayMs?: number;
}

/**
 * A durable, idempotent event consumer (`EventConsumer`) started in the background once NATS
 * answers, like the outbox relay: a process does not wait for it at boot, events simply wait in
 * the stream meanwhile, and a failed start is retried until `stop()`.
 */
export class BackgroundEventConsumer<T> {
  private consumer: EventConsumer<T> | undefined;
  private stopped = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private readonly outcomeListeners = new Set<(outcome: EventOutcome) => void>();
  /** Work kept per event id until its transaction's outcome is known. */
  private readonly committedWork = new Map<string, Array<() => Promise<void>>>();
  private readonly warnings: Logger;

  constructor(private readonly options: BackgroundEventConsumerOptions<T>) {
    const { name } = options;
    this.warnings = new Logger(name ?? 'BackgroundEventConsumer');
    if (name === undefined) return;
    options.logger ??= createLogger({ name, level: options.logLevel });
    const what = options.filterSubject ?? options.stream;
    options.onStartFailure ??= (error) =>
      this.warnings.warn(`cannot consume ${what}: ${error.message}; retrying`);
  }

  start(): void {
    void this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    await this.consumer?.stop();
  }

  /** Observes each settled event (tests wait on it instead of polling). */
  onOutcome(listener: (outcome: EventOutcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  private async run(): Promise<void> {
    const {
      nats,
      streamSubjects,
      onStartFailure,
      restartDelayMs,
      handler,
      name: _,
      logLevel: _level,
      ...consumerOptions
    } = this.options;
    const connection = await nats.whenConnected();
    if (this.stopped) return;
    try {
      await ensureStream(await jetstreamManager(connection), {
        name: consumerOptions.stream,
        subjects: [...streamSubjects],
      });
      if (this.stopped) return;
      const consumer = new EventConsumer<T>({
        ...consumerOptions,
        connection,
        handler: async (event, manager) => {
          const work: Array<() => Promise<void>> = [];
          this.committedWork.set(event.id, work);
          await handler(event, manager, (next) => work.push(next));
        },
        onOutcome: (outcome) => void this.settle(outcome),
      });
      await consumer.start();
      this.consumer = consumer;
      if (this.stopped) await consumer.stop();
    } catch (error) {
      onStartFailure?.(error as Error);
      this.restartTimer = setTimeout(() => void this.run(), restartDelayMs ?? 5_000);
      this.restartTimer.unref();
    }
  }

  /**
   * Runs the work an applied event kept for after its commit, then tells the listeners, so a test
   * waiting on the outcome sees the job enqueued. Work that fails is logged: the row it was for is
   * committed, and the service's reconciliation finds it.
   */
  private async settle(outcome: EventOutcome): Promise<void> {
    const work = this.committedWork.get(outcome.eventId);
    this.committedWork.delete(outcome.eventId);
    if (work && outcome.kind === 'applied') {
      for (const next of work) {
        await next().catch((error: unknown) =>
          this.warnings.error(
            `after ${outcome.subject} ${outcome.eventId} committed: ${(error as Error).message}`,
          ),
        );
      }
    }
    this.outcomeListeners.forEach((listener) => listener(outcome));
  }
}

/** What a host needs of a background consumer, whatever its event type. */
interface HostedConsumer {
  start(): void;
  stop(): Promise<void>;
  onOutcome(listener: (outcome: EventOutcome) => void): () => void;
}

/**
 * A Nest provider holding a service's background consumers: starts them once the application has
 * booted and stops them before the connections close. A subclass only builds `consumers` in its
 * constructor.
 */
export abstract class BackgroundEventConsumers implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly consumers: readonly HostedConsumer[];

  onApplicationBootstrap(): void {
    for (const consumer of this.consumers) consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
  }

  /** Observes each settled event of every consumer (tests wait on it instead of polling). */
  onOutcome(listener: (outcome: EventOutcome) => void): () => void {
    const stops = this.consumers.map((consumer) => consumer.onOutcome(listener));
    return () => stops.forEach((stop) => stop());
  }
}
