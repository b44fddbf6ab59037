import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { ensureStream, EventConsumer, type EventOutcome } from '@rubrica/messaging';
import { decodeEvent, STREAMS, type EventMessage } from '@rubrica/proto';
import { NatsConnectionManager } from '@rubrica/service-kit';
import { createLogger } from '@rubrica/telemetry';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { AddRecipientsAsContactsUseCase } from './use-cases/add-recipients-as-contacts/add-recipients-as-contacts.use-case.js';

const SUBJECT = 'rubrica.envelopes.envelope.sent';
type EnvelopeSent = EventMessage<typeof SUBJECT>;

/**
 * Follows `rubrica.envelopes.envelope.sent` with a durable consumer (CONTACTS_EVENTS_DURABLE) and
 * turns recipients into contacts. Started in the background once NATS answers, like the outbox
 * relay: the HTTP process does not wait for it, and events simply wait in the stream meanwhile.
 */
@Injectable()
export class EnvelopeSentContactsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ContactsFromEnvelopes');
  private consumer: EventConsumer<EnvelopeSent> | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly outcomeListeners = new Set<(outcome: EventOutcome) => void>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnectionManager,
    private readonly addRecipients: AddRecipientsAsContactsUseCase,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
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
      // The envelopes service owns the stream; creating it here lets identity start first.
      await ensureStream(await jetstreamManager(connection), {
        name: STREAMS.envelopes.name,
        subjects: [...STREAMS.envelopes.subjects],
      });
      if (this.stopped) return;
      const consumer = new EventConsumer<EnvelopeSent>({
        dataSource: this.dataSource,
        connection,
        stream: STREAMS.envelopes.name,
        durable: this.config.CONTACTS_EVENTS_DURABLE,
        filterSubject: SUBJECT,
        parse: (payload) => decodeEvent(SUBJECT, payload as Parameters<typeof decodeEvent>[1]),
        handler: async (event, manager) => {
          await this.addRecipients.execute(manager, event.payload);
        },
        logger: createLogger({ name: 'contacts-from-envelopes', level: this.config.LOG_LEVEL }),
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
