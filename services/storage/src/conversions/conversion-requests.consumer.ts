import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { ensureStream, EventConsumer, type EventOutcome } from '@rubrica/messaging';
import { decodeEvent, STREAMS, type EventMessage } from '@rubrica/proto';
import { NatsConnectionManager } from '@rubrica/service-kit';
import { createLogger } from '@rubrica/telemetry';
import type { StorageWorkerConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';
import { AcceptConversionRequestUseCase } from './use-cases/accept-conversion-request/accept-conversion-request.use-case.js';

const SUBJECT = 'rubrica.envelopes.document.conversion_requested';
type ConversionRequested = EventMessage<typeof SUBJECT>;

/**
 * Follows `rubrica.envelopes.document.conversion_requested` with a durable consumer
 * (CONVERSION_REQUESTS_DURABLE): each request is recorded once, in the transaction that marks the
 * event processed, and its conversion queued. Started in the background once NATS answers.
 */
@Injectable()
export class ConversionRequestsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ConversionRequests');
  private consumer: EventConsumer<ConversionRequested> | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly outcomeListeners = new Set<(outcome: EventOutcome) => void>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnectionManager,
    private readonly accept: AcceptConversionRequestUseCase,
    @InjectStorageConfig() private readonly config: StorageWorkerConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.consumer?.stop();
  }

  /** Observes each settled event (tests wait on it instead of polling). */
  onOutcome(listener: (outcome: EventOutcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  private async start(): Promise<void> {
    const connection = await this.nats.whenConnected();
    if (this.stopped) return;
    try {
      // The envelopes service owns the stream; creating it here lets storage start first.
      await ensureStream(await jetstreamManager(connection), {
        name: STREAMS.envelopes.name,
        subjects: [...STREAMS.envelopes.subjects],
      });
      if (this.stopped) return;
      const consumer = new EventConsumer<ConversionRequested>({
        dataSource: this.dataSource,
        connection,
        stream: STREAMS.envelopes.name,
        durable: this.config.CONVERSION_REQUESTS_DURABLE,
        filterSubject: SUBJECT,
        parse: (payload) => {
          const request = decodeEvent(SUBJECT, payload as Parameters<typeof decodeEvent>[1]);
          // Without a request id the answer could not be matched: such an event is refused.
          if (!request.requestId) throw new Error(`${SUBJECT} without request_id`);
          return request;
        },
        handler: async (event, manager) => {
          await this.accept.execute(manager, { eventId: event.id, request: event.payload });
        },
        logger: createLogger({ name: 'conversion-requests', level: this.config.LOG_LEVEL }),
        onOutcome: (outcome) => this.outcomeListeners.forEach((listener) => listener(outcome)),
      });
      await consumer.start();
      this.consumer = consumer;
      if (this.stopped) await consumer.stop();
    } catch (error) {
      this.logger.warn(`cannot consume ${SUBJECT}: ${(error as Error).message}; retrying`);
      this.retryTimer = setTimeout(() => void this.start(), 5_000);
      this.retryTimer.unref();
    }
  }
}
