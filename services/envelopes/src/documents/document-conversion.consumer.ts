import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
  subjectEventConsumer,
} from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { EnvelopesConfig } from '../envelopes.config.js';
import { ApplyDocumentConversionUseCase } from './use-cases/apply-document-conversion/apply-document-conversion.use-case.js';

const CONVERTED = 'rubrica.storage.document.converted';
const FAILED = 'rubrica.storage.document.conversion_failed';

/**
 * Follows the storage service's answers to conversion requests with one durable consumer per
 * subject (NATS 2.9 takes one filter per consumer). Started in the background once NATS answers:
 * the HTTP process does not wait, and answers simply wait in the stream meanwhile.
 */
@Injectable()
export class DocumentConversionConsumer extends BackgroundEventConsumers {
  protected readonly consumers: [
    BackgroundEventConsumer<EventMessage<typeof CONVERTED>>,
    BackgroundEventConsumer<EventMessage<typeof FAILED>>,
  ];

  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    apply: ApplyDocumentConversionUseCase,
    @InjectEnvelopesConfig() config: EnvelopesConfig,
  ) {
    super();
    const shared = { nats, dataSource, name: 'document-conversions', logLevel: config.LOG_LEVEL };
    const prefix = config.CONVERSION_EVENTS_DURABLE_PREFIX;
    this.consumers = [
      subjectEventConsumer({
        ...shared,
        subject: CONVERTED,
        durable: `${prefix}-converted`,
        handler: (event, manager) => apply.converted(manager, event.payload),
      }),
      subjectEventConsumer({
        ...shared,
        subject: FAILED,
        durable: `${prefix}-failed`,
        handler: (event, manager) => apply.failed(manager, event.payload),
      }),
    ];
  }
}
