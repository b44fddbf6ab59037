import { Injectable } from '@nestjs/common';
import type { EventMessage, EventSubject } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
  subjectEventConsumer,
} from '@rubrica/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
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
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnectionManager,
    apply: ApplyDocumentConversionUseCase,
    @InjectEnvelopesConfig() private readonly config: EnvelopesConfig,
  ) {
    super();
    const prefix = config.CONVERSION_EVENTS_DURABLE_PREFIX;
    this.consumers = [
      this.consumerOf(CONVERTED, `${prefix}-converted`, (answer, manager) =>
        apply.converted(manager, answer),
      ),
      this.consumerOf(FAILED, `${prefix}-failed`, (answer, manager) => apply.failed(manager, answer)),
    ];
  }

  private consumerOf<S extends EventSubject>(
    subject: S,
    durable: string,
    handle: (answer: EventMessage<S>, manager: EntityManager) => Promise<void>,
  ): BackgroundEventConsumer<EventMessage<S>> {
    return subjectEventConsumer({
      nats: this.nats,
      dataSource: this.dataSource,
      subject,
      durable,
      handler: (event, manager) => handle(event.payload, manager),
      name: 'document-conversions',
      logLevel: this.config.LOG_LEVEL,
    });
  }
}
