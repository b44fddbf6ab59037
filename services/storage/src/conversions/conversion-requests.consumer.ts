import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventOutcome } from '@rubrica/messaging';
import { decodeEvent, STREAMS, type EventMessage } from '@rubrica/proto';
import { BackgroundEventConsumer, NatsConnectionManager } from '@rubrica/service-kit';
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
  private readonly consumer: BackgroundEventConsumer<ConversionRequested>;

  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    accept: AcceptConversionRequestUseCase,
    @InjectStorageConfig() config: StorageWorkerConfig,
  ) {
    this.consumer = new BackgroundEventConsumer<ConversionRequested>({
      nats,
      dataSource,
      // The envelopes service owns the stream; creating it here lets storage start first.
      stream: STREAMS.envelopes.name,
      streamSubjects: STREAMS.envelopes.subjects,
      durable: config.CONVERSION_REQUESTS_DURABLE,
      filterSubject: SUBJECT,
      parse: (payload) => {
        const request = decodeEvent(SUBJECT, payload as Parameters<typeof decodeEvent>[1]);
        // Without a request id the answer could not be matched: such an event is refused.
        if (!request.requestId) throw new Error(`${SUBJECT} without request_id`);
        return request;
      },
      handler: async (event, manager) => {
        await accept.execute(manager, { eventId: event.id, request: event.payload });
      },
      logger: createLogger({ name: 'conversion-requests', level: config.LOG_LEVEL }),
      onStartFailure: (error) => this.logger.warn(`cannot consume ${SUBJECT}: ${error.message}; retrying`),
    });
  }

  onApplicationBootstrap(): void {
    this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer.stop();
  }

  /** Observes each settled event (tests wait on it instead of polling). */
  onOutcome(listener: (outcome: EventOutcome) => void): () => void {
    return this.consumer.onOutcome(listener);
  }
}
