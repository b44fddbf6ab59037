import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';

type IntegrationPushed = EventMessage<'rubrica.notifications.integration.pushed'>;
type IntegrationPushFailed = EventMessage<'rubrica.notifications.integration.push_failed'>;

/** The tools' names as the history words them. */
const TOOL_NAMES: Record<string, string> = { docuware: 'DocuWare' };

/**
 * rubrica.notifications.integration.pushed / .push_failed: the notifications service archived a
 * completed envelope's files in the organization's DocuWare, or gave up. Recorded on the
 * envelope's history once per push (the event may come again under the same id, which the
 * consumer dedupes, and the push id guards the rest), naming the tool, the file cabinet and what
 * was stored; an envelope of another organization or one that no longer exists is ignored.
 */
@Injectable()
export class RecordIntegrationPushUseCase {
  constructor(private readonly store: EnvelopeFlowStore) {}

  async execute(manager: EntityManager, event: IntegrationPushed | IntegrationPushFailed): Promise<void> {
    if (!isUuid(event.envelopeId)) return;
    const envelope = await manager.findOne(EnvelopeEntity, { where: { id: event.envelopeId } });
    if (!envelope || envelope.organizationId !== event.organizationId) return;
    const failed = event.$typeName === 'rubrica.notifications.v1.IntegrationPushFailed';
    const type = failed ? 'integration.push_failed' : 'integration.pushed';
    await this.store.lockHistory(manager, envelope.id);
    if (await this.store.hasEntryFor(manager, envelope.id, type, 'push_id', event.pushId)) return;
    const tool = TOOL_NAMES[event.integrationType] ?? event.integrationType;
    await this.store.log(
      manager,
      envelope.id,
      type,
      { code: type, params: { tool, target: event.target } },
      {
        push_id: event.pushId,
        integration: event.integrationType,
        target: event.target,
        documents: event.documents.map((document) => ({
          name: document.name,
          external_id: document.externalId,
        })),
        attempts: event.attemptsMade,
        ...(failed ? { reason: (event as IntegrationPushFailed).reason } : {}),
      },
    );
  }
}
