import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventOutcome } from '@rubrica/messaging';
import { decodeEvent, STREAMS, type EventMessage } from '@rubrica/proto';
import { BackgroundEventConsumer, NatsConnectionManager } from '@rubrica/service-kit';
import { createLogger } from '@rubrica/telemetry';
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
export class EnvelopeSentContactsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ContactsFromEnvelopes');
  private readonly consumer: BackgroundEventConsumer<EnvelopeSent>;

  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    addRecipients: AddRecipientsAsContactsUseCase,
    @InjectIdentityConfig() config: IdentityConfig,
  ) {
    this.consumer = new BackgroundEventConsumer<EnvelopeSent>({
      nats,
      dataSource,
      // The envelopes service owns the stream; creating it here lets identity start first.
      stream: STREAMS.envelopes.name,
      streamSubjects: STREAMS.envelopes.subjects,
      durable: config.CONTACTS_EVENTS_DURABLE,
      filterSubject: SUBJECT,
      parse: (payload) => decodeEvent(SUBJECT, payload as Parameters<typeof decodeEvent>[1]),
      handler: async (event, manager) => {
        await addRecipients.execute(manager, event.payload);
      },
      logger: createLogger({ name: 'contacts-from-envelopes', level: config.LOG_LEVEL }),
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
