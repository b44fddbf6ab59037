import { Injectable } from '@nestjs/common';
import { decodeEvent, STREAMS, type EventMessage, type EventSubject } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
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
    return new BackgroundEventConsumer<EventMessage<S>>({
      nats: this.nats,
      dataSource: this.dataSource,
      // The storage service owns the stream; creating it here lets envelopes start first.
      stream: STREAMS.storage.name,
      streamSubjects: STREAMS.storage.subjects,
      durable,
      filterSubject: subject,
      parse: (payload) => decodeEvent(subject, payload as Parameters<typeof decodeEvent>[1]),
      handler: (event, manager) => handle(event.payload, manager),
      name: 'document-conversions',
      logLevel: this.config.LOG_LEVEL,
    });
  }
}
