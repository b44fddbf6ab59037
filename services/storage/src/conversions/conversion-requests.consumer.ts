import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NatsConnectionManager, SubjectEventConsumerHost } from '@rubrica/service-kit';
import type { StorageWorkerConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';
import { AcceptConversionRequestUseCase } from './use-cases/accept-conversion-request/accept-conversion-request.use-case.js';

const SUBJECT = 'rubrica.envelopes.document.conversion_requested';

/**
 * Follows `rubrica.envelopes.document.conversion_requested` with a durable consumer
 * (CONVERSION_REQUESTS_DURABLE): each request is recorded once, in the transaction that marks the
 * event processed, and its conversion queued. Started in the background once NATS answers.
 */
@Injectable()
export class ConversionRequestsConsumer extends SubjectEventConsumerHost<typeof SUBJECT> {
  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    accept: AcceptConversionRequestUseCase,
    @InjectStorageConfig() config: StorageWorkerConfig,
  ) {
    super(
      { nats, dataSource, logLevel: config.LOG_LEVEL },
      {
        name: 'conversion-requests',
        subject: SUBJECT,
        durable: config.CONVERSION_REQUESTS_DURABLE,
        check: (request) => {
          // Without a request id the answer could not be matched: such an event is refused.
          if (!request.requestId) throw new Error(`${SUBJECT} without request_id`);
        },
        handler: async (event, manager) => {
          await accept.execute(manager, { eventId: event.id, request: event.payload });
        },
      },
    );
  }
}
