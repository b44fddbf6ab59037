import { Inject, Injectable } from '@nestjs/common';
import { timestampDate, type EventMessage } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
  subjectEventConsumer,
  type AfterCommit,
} from '@rubrica/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { IntegrationPushQueue } from './integration-push-queue.js';
import { integrationStore, type PushPayload } from './integration.store.js';
import { InjectIntegrationPushQueue } from './integrations.tokens.js';

const SUBJECT = 'rubrica.envelopes.envelope.completed';

export const INTEGRATION_CONSUMER_SETTINGS = Symbol('INTEGRATION_CONSUMER_SETTINGS');

export interface IntegrationConsumerSettings {
  durable: string;
  logLevel: string;
}

type EnvelopeCompleted = EventMessage<typeof SUBJECT>;

const pdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

/** The files a completed envelope archives: each sealed document, then the signature page. */
export function pushPayloadOf(event: EnvelopeCompleted): PushPayload {
  const files = event.documents
    .filter((document) => document.signedBlobKey)
    .map((document) => ({
      name: pdfName(document.name),
      blobKey: document.signedBlobKey,
      sha256: document.signedSha256,
    }));
  if (event.signaturePageBlobKey)
    files.push({
      // Named by envelopes in the envelope's language; an event from before the name was carried
      // falls back to the default language's words.
      name: event.signaturePageName || `${event.title} - folha de assinaturas.pdf`,
      blobKey: event.signaturePageBlobKey,
      sha256: event.signaturePageSha256,
    });
  const completedAt = event.occurredAt ? timestampDate(event.occurredAt) : new Date();
  return { title: event.title, completedAt: completedAt.toISOString(), files };
}

/**
 * Follows `envelope.completed` (a durable consumer of its own) and records one push per active
 * archive integration of the envelope's organization, in the same transaction that records the
 * event as processed; each push's job is enqueued once it has committed (a job lost in between is
 * given again by the IntegrationPushReconciler). Sandbox envelopes are test data (deleted after 7 days) and are
 * not archived.
 */
@Injectable()
export class EnvelopeCompletedIntegrationsConsumer extends BackgroundEventConsumers {
  protected readonly consumers: ReadonlyArray<BackgroundEventConsumer<EnvelopeCompleted>>;

  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    @InjectIntegrationPushQueue() private readonly queue: IntegrationPushQueue,
    @Inject(INTEGRATION_CONSUMER_SETTINGS) settings: IntegrationConsumerSettings,
  ) {
    super();
    this.consumers = [
      subjectEventConsumer({
        nats,
        dataSource,
        subject: SUBJECT,
        durable: settings.durable,
        handler: (event, manager, afterCommit) =>
          this.recordPushes(event.id, event.payload, manager, afterCommit),
        name: 'integrations-from-envelopes',
        logLevel: settings.logLevel,
      }),
    ];
  }

  private async recordPushes(
    eventId: string,
    completed: EnvelopeCompleted,
    manager: EntityManager,
    afterCommit: AfterCommit,
  ) {
    if (completed.isSandbox || !completed.organizationId || !completed.envelopeId) return;
    for (const integration of await integrationStore.archivesOf(manager, completed.organizationId)) {
      const push = await integrationStore.insertPush(manager, {
        organization_id: completed.organizationId,
        integration_id: integration.id,
        integration_type: integration.type,
        envelope_id: completed.envelopeId,
        event_id: eventId,
        payload: pushPayloadOf(completed),
      });
      if (push) afterCommit(() => this.queue.push(push.id));
    }
  }
}
