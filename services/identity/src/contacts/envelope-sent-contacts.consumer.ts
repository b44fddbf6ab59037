import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventMessage } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
  subjectEventConsumer,
} from '@rubrica/service-kit';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { AddRecipientsAsContactsUseCase } from './use-cases/add-recipients-as-contacts/add-recipients-as-contacts.use-case.js';

const SUBJECT = 'rubrica.envelopes.envelope.sent';
type EnvelopeSent = EventMessage<typeof SUBJECT>;

/**
 * Follows `rubrica.envelopes.envelope.sent` with a durable consumer (CONTACTS_EVENTS_DURABLE) and
 * turns recipients into contacts, started in the background once NATS answers.
 */
@Injectable()
export class EnvelopeSentContactsConsumer extends BackgroundEventConsumers {
  protected readonly consumers: ReadonlyArray<BackgroundEventConsumer<EnvelopeSent>>;

  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    addRecipients: AddRecipientsAsContactsUseCase,
    @InjectIdentityConfig() config: IdentityConfig,
  ) {
    super();
    this.consumers = [
      subjectEventConsumer({
        nats,
        dataSource,
        subject: SUBJECT,
        durable: config.CONTACTS_EVENTS_DURABLE,
        handler: async (event, manager) => {
          await addRecipients.execute(manager, event.payload);
        },
        name: 'contacts-from-envelopes',
        logLevel: config.LOG_LEVEL,
      }),
    ];
  }
}
