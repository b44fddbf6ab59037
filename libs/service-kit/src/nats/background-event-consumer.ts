import { jetstreamManager } from '@nats-io/jetstream';
import {
  ensureStream,
  EventConsumer,
  type EventConsumerOptions,
  type EventOutcome,
} from '@rubrica/messaging';
import type { NatsConnectionManager } from './nats-connection.manager.js';

export interface BackgroundEventConsumerOptions<T> extends Omit<
  EventConsumerOptions<T>,
  'connection' | 'onOutcome'
> {
  nats: NatsConnectionManager;
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

  constructor(private readonly options: BackgroundEventConsumerOptions<T>) {}

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
    const { nats, streamSubjects, onStartFailure, restartDelayMs, ...consumerOptions } = this.options;
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
        onOutcome: (outcome) => this.outcomeListeners.forEach((listener) => listener(outcome)),
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
}
