import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NatsConnectionManager, SubjectEventConsumerHost } from '@rubrica/service-kit';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { AddRecipientsAsContactsUseCase } from './use-cases/add-recipients-as-contacts/add-recipients-as-contacts.use-case.js';

const SUBJECT = 'rubrica.envelopes.envelope.sent';

/**
 * Follows `rubrica.envelopes.envelope.sent` with a durable consumer (CONTACTS_EVENTS_DURABLE) and
 * turns recipients into contacts, started in the background once NATS answers.
 */
@Injectable()
export class EnvelopeSentContactsConsumer extends SubjectEventConsumerHost<typeof SUBJECT> {
  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    addRecipients: AddRecipientsAsContactsUseCase,
    @InjectIdentityConfig() config: IdentityConfig,
  ) {
    super(
      { nats, dataSource, logLevel: config.LOG_LEVEL },
      {
        name: 'contacts-from-envelopes',
        subject: SUBJECT,
        durable: config.CONTACTS_EVENTS_DURABLE,
        handler: async (event, manager) => {
          await addRecipients.execute(manager, event.payload);
        },
      },
    );
  }
}
