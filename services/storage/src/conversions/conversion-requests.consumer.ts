import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventMessage } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
  subjectEventConsumer,
} from '@rubrica/service-kit';
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
export class ConversionRequestsConsumer extends BackgroundEventConsumers {
  protected readonly consumers: ReadonlyArray<BackgroundEventConsumer<ConversionRequested>>;

  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    accept: AcceptConversionRequestUseCase,
    @InjectStorageConfig() config: StorageWorkerConfig,
  ) {
    super();
    this.consumers = [
      subjectEventConsumer({
        nats,
        dataSource,
        subject: SUBJECT,
        durable: config.CONVERSION_REQUESTS_DURABLE,
        check: (request) => {
          // Without a request id the answer could not be matched: such an event is refused.
          if (!request.requestId) throw new Error(`${SUBJECT} without request_id`);
        },
        handler: async (event, manager) => {
          await accept.execute(manager, { eventId: event.id, request: event.payload });
        },
        name: 'conversion-requests',
        logLevel: config.LOG_LEVEL,
      }),
    ];
  }
}
