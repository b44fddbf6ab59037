import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureStream, EventConsumer, type EventOutcome } from '@rubrica/messaging';
import { decodeEvent, eventDefinition, STREAMS, type EventSubject } from '@rubrica/proto';
import { NatsConnectionManager } from '@rubrica/service-kit';
import { createLogger } from '@rubrica/telemetry';
import { DataSource, type EntityManager } from 'typeorm';
import { EnvelopeDomainError } from '../envelopes/domain/envelope-domain.error.js';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { FlowConfig } from '../envelope-flow/flow-config.js';
import { FlowEffects, FlowEffectsRunner } from '../envelope-flow/flow-effects.js';
import { NotifyUpdatedRecipientUseCase } from './use-cases/notify-updated-recipient/notify-updated-recipient.use-case.js';
import { ApplyRecipientRevisionUseCase } from './use-cases/apply-recipient-revision/apply-recipient-revision.use-case.js';
import { CompleteSealedEnvelopeUseCase } from './use-cases/complete-sealed-envelope/complete-sealed-envelope.use-case.js';
import { FailRecipientRevisionUseCase } from './use-cases/fail-recipient-revision/fail-recipient-revision.use-case.js';
import { HaltUnsealedEnvelopeUseCase } from './use-cases/halt-unsealed-envelope/halt-unsealed-envelope.use-case.js';
import { RecordIntegrationPushUseCase } from './use-cases/record-integration-push/record-integration-push.use-case.js';
import { RecordEmailFailureUseCase } from './use-cases/record-email-failure/record-email-failure.use-case.js';
import { RecordWhatsappFailureUseCase } from './use-cases/record-whatsapp-failure/record-whatsapp-failure.use-case.js';

type Handler = (manager: EntityManager, payload: never, effects: FlowEffects) => Promise<void>;

interface ConsumerSpec {
  stream: (typeof STREAMS)[keyof typeof STREAMS];
  durableSuffix: string;
  filterSubject: string;
}

/**
 * The envelope flow's durable JetStream consumers: the signing service's answers (one consumer on
 * `rubrica.signing.>`, dispatching by subject so an envelope's answers apply in order), the
 * service's own `recipient.updated` and the notifications service's `email.failed`, `whatsapp.failed` and integration pushes. Each event applies once (processed_events) in a transaction;
 * its Redis effects (e-mails, delayed jobs) run once that transaction has committed.
 */
@Injectable()
export class FlowEventConsumers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EnvelopeFlowEvents');
  private readonly consumers: Array<{ stop(): Promise<void> }> = [];
  private readonly pendingEffects = new Map<string, FlowEffects>();
  private readonly listeners = new Set<(outcome: EventOutcome) => void>();
  private readonly handlers: Partial<Record<EventSubject, Handler>>;
  private readonly started = new Set<string>();
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnectionManager,
    private readonly effectsRunner: FlowEffectsRunner,
    @InjectEnvelopesConfig() private readonly config: FlowConfig,
    applyRevision: ApplyRecipientRevisionUseCase,
    failRevision: FailRecipientRevisionUseCase,
    completeSealed: CompleteSealedEnvelopeUseCase,
    haltUnsealed: HaltUnsealedEnvelopeUseCase,
    notifyUpdated: NotifyUpdatedRecipientUseCase,
    recordEmailFailure: RecordEmailFailureUseCase,
    recordWhatsappFailure: RecordWhatsappFailureUseCase,
    recordIntegrationPush: RecordIntegrationPushUseCase,
  ) {
    this.handlers = {
      'rubrica.signing.recipient.applied': (manager, payload, effects) =>
        applyRevision.execute(manager, payload, effects),
      'rubrica.signing.recipient.failed': (manager, payload) => failRevision.execute(manager, payload),
      'rubrica.signing.envelope.sealed': (manager, payload, effects) =>
        completeSealed.execute(manager, payload, effects),
      'rubrica.signing.envelope.sealing_failed': (manager, payload) => haltUnsealed.execute(manager, payload),
      'rubrica.envelopes.recipient.updated': (manager, payload, effects) =>
        notifyUpdated.execute(manager, payload, effects),
      'rubrica.notifications.email.failed': (manager, payload) =>
        recordEmailFailure.execute(manager, payload),
      'rubrica.notifications.whatsapp.failed': (manager, payload) =>
        recordWhatsappFailure.execute(manager, payload),
      'rubrica.notifications.integration.pushed': (manager, payload) =>
        recordIntegrationPush.execute(manager, payload),
      'rubrica.notifications.integration.push_failed': (manager, payload) =>
        recordIntegrationPush.execute(manager, payload),
    };
  }

  onApplicationBootstrap(): void {
    void this.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
  }

  /** Observes each settled event (tests wait on it instead of polling). */
  onOutcome(listener: (outcome: EventOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private specs(): ConsumerSpec[] {
    return [
      { stream: STREAMS.signing, durableSuffix: 'signing-answers', filterSubject: 'rubrica.signing.>' },
      {
        stream: STREAMS.envelopes,
        durableSuffix: 'recipient-updated',
        filterSubject: 'rubrica.envelopes.recipient.updated',
      },
      {
        stream: STREAMS.notifications,
        durableSuffix: 'email-failures',
        filterSubject: 'rubrica.notifications.email.failed',
      },
      {
        stream: STREAMS.notifications,
        durableSuffix: 'whatsapp-failures',
        filterSubject: 'rubrica.notifications.whatsapp.failed',
      },
      {
        stream: STREAMS.notifications,
        durableSuffix: 'integration-pushes',
        filterSubject: 'rubrica.notifications.integration.>',
      },
    ];
  }

  private async start(): Promise<void> {
    const connection = await this.nats.whenConnected();
    if (this.stopped) return;
    try {
      const jsm = await jetstreamManager(connection);
      for (const spec of this.specs()) {
        // A retry after a partial start leaves the consumers already running alone.
        if (this.started.has(spec.durableSuffix)) continue;
        // Creating a stream we do not own lets this service start before its producer.
        await ensureStream(jsm, { name: spec.stream.name, subjects: [...spec.stream.subjects] });
        if (this.stopped) return;
        const consumer = new EventConsumer<{ subject: EventSubject; message: unknown } | null>({
          dataSource: this.dataSource,
          connection,
          stream: spec.stream.name,
          durable: `${this.config.FLOW_EVENTS_DURABLE_PREFIX}-${spec.durableSuffix}`,
          filterSubject: spec.filterSubject,
          parse: (payload, type) => this.decode(payload, type),
          handler: async (event, manager) => {
            if (!event.payload) return;
            const handler = this.handlers[event.payload.subject];
            if (!handler) return;
            const effects = new FlowEffects();
            this.pendingEffects.set(event.id, effects);
            try {
              await handler(manager, event.payload.message as never, effects);
            } catch (error) {
              // A refused transition is final (the answer came for a state that moved on): record
              // it as processed instead of retrying it forever. Anything else is retried.
              if (!(error instanceof EnvelopeDomainError)) throw error;
              this.pendingEffects.delete(event.id);
              this.logger.warn(`${event.subject} ${event.id} ignored: ${error.code}`);
            }
          },
          logger: createLogger({ name: 'envelopes-flow-events', level: this.config.LOG_LEVEL }),
          onOutcome: (outcome) => void this.settle(outcome),
        });
        await consumer.start();
        this.consumers.push(consumer);
        this.started.add(spec.durableSuffix);
      }
      if (this.stopped) await Promise.all(this.consumers.map((consumer) => consumer.stop()));
    } catch (error) {
      this.logger.warn(`cannot consume the flow's events: ${(error as Error).message}; retrying`);
      this.retryTimer = setTimeout(() => void this.start(), 5_000);
      this.retryTimer.unref();
    }
  }

  /** Events other than the handled ones decode to null and are acknowledged untouched. */
  private decode(payload: unknown, type: string): { subject: EventSubject; message: unknown } | null {
    const subject = (Object.keys(this.handlers) as EventSubject[]).find(
      (candidate) => eventDefinition(candidate).typeName === type,
    );
    if (!subject) return null;
    return { subject, message: decodeEvent(subject, payload as Parameters<typeof decodeEvent>[1]) };
  }

  private async settle(outcome: EventOutcome): Promise<void> {
    const effects = this.pendingEffects.get(outcome.eventId);
    this.pendingEffects.delete(outcome.eventId);
    if (effects && outcome.kind === 'applied') {
      await this.effectsRunner.run(effects).catch((error: unknown) => {
        this.logger.error(
          `effects of ${outcome.subject} ${outcome.eventId} failed: ${(error as Error).message}`,
        );
      });
    }
    this.listeners.forEach((listener) => listener(outcome));
  }
}
