import { Injectable, Logger } from '@nestjs/common';
import { decodeEvent, eventDefinition, STREAMS, type EventSubject } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
  type AfterCommit,
} from '@rubrica/service-kit';
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
import { RecordRetimestampedCopyUseCase } from './use-cases/record-retimestamped-copy/record-retimestamped-copy.use-case.js';
import { RecordEmailFailureUseCase } from './use-cases/record-email-failure/record-email-failure.use-case.js';
import { RecordWhatsappFailureUseCase } from './use-cases/record-whatsapp-failure/record-whatsapp-failure.use-case.js';

type Handler = (manager: EntityManager, payload: never, effects: FlowEffects) => Promise<void>;

interface DecodedFlowEvent {
  subject: EventSubject;
  message: unknown;
}

interface ConsumerSpec {
  stream: (typeof STREAMS)[keyof typeof STREAMS];
  durableSuffix: string;
  filterSubject: string;
}

/**
 * The envelope flow's durable JetStream consumers: the signing service's answers and its
 * re-timestamped sealed copies (one consumer on `rubrica.signing.>`, dispatching by subject so an
 * envelope's answers apply in order), the
 * service's own `recipient.updated` and the notifications service's `email.failed`, `whatsapp.failed` and integration pushes. Each event applies once (processed_events) in a transaction;
 * its Redis effects (e-mails, delayed jobs) run once that transaction has committed.
 */
@Injectable()
export class FlowEventConsumers extends BackgroundEventConsumers {
  private readonly logger = new Logger('EnvelopeFlowEvents');
  protected readonly consumers: Array<BackgroundEventConsumer<DecodedFlowEvent | null>>;
  private readonly handlers: Partial<Record<EventSubject, Handler>>;

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
    recordRetimestampedCopy: RecordRetimestampedCopyUseCase,
  ) {
    super();
    this.handlers = {
      'rubrica.signing.recipient.applied': (manager, payload, effects) =>
        applyRevision.execute(manager, payload, effects),
      'rubrica.signing.recipient.failed': (manager, payload) => failRevision.execute(manager, payload),
      'rubrica.signing.envelope.sealed': (manager, payload, effects) =>
        completeSealed.execute(manager, payload, effects),
      'rubrica.signing.envelope.sealing_failed': (manager, payload) => haltUnsealed.execute(manager, payload),
      'rubrica.signing.sealed_copy.retimestamped': (manager, payload) =>
        recordRetimestampedCopy.execute(manager, payload),
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
    this.consumers = this.specs().map((spec) => this.consumerOf(spec));
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

  private consumerOf(spec: ConsumerSpec): BackgroundEventConsumer<DecodedFlowEvent | null> {
    return new BackgroundEventConsumer<DecodedFlowEvent | null>({
      nats: this.nats,
      dataSource: this.dataSource,
      // Creating a stream we do not own lets this service start before its producer.
      stream: spec.stream.name,
      streamSubjects: spec.stream.subjects,
      durable: `${this.config.FLOW_EVENTS_DURABLE_PREFIX}-${spec.durableSuffix}`,
      filterSubject: spec.filterSubject,
      parse: (payload, type) => this.decode(payload, type),
      handler: (event, manager, afterCommit) => this.apply(event, manager, afterCommit),
      name: 'envelopes-flow-events',
      logLevel: this.config.LOG_LEVEL,
    });
  }

  /** Applies the event in its transaction; its Redis effects run once that has committed. */
  private async apply(
    event: { id: string; subject: string; payload: DecodedFlowEvent | null },
    manager: EntityManager,
    afterCommit: AfterCommit,
  ): Promise<void> {
    if (!event.payload) return;
    const handler = this.handlers[event.payload.subject];
    if (!handler) return;
    const effects = new FlowEffects();
    try {
      await handler(manager, event.payload.message as never, effects);
    } catch (error) {
      // A refused transition is final (the answer came for a state that moved on): record it as
      // processed instead of retrying it forever. Anything else is retried.
      if (!(error instanceof EnvelopeDomainError)) throw error;
      this.logger.warn(`${event.subject} ${event.id} ignored: ${error.code}`);
      return;
    }
    afterCommit(() =>
      this.effectsRunner.run(effects).catch((error: unknown) => {
        this.logger.error(`effects of ${event.subject} ${event.id} failed: ${(error as Error).message}`);
      }),
    );
  }

  /** Events other than the handled ones decode to null and are acknowledged untouched. */
  private decode(payload: unknown, type: string): DecodedFlowEvent | null {
    const subject = (Object.keys(this.handlers) as EventSubject[]).find(
      (candidate) => eventDefinition(candidate).typeName === type,
    );
    if (!subject) return null;
    return { subject, message: decodeEvent(subject, payload as Parameters<typeof decodeEvent>[1]) };
  }
}
