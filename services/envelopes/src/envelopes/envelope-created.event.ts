import { appendOutboxEvent } from '@rubrica/service-kit';
import type { EntityManager } from 'typeorm';
import { envelopeEventHead } from './envelope-proto.mapper.js';
import type { EnvelopeEntity } from './envelope.entity.js';

/**
 * Records `rubrica.envelopes.envelope.created` for an envelope just saved in the caller's
 * transaction, whether it was made from nothing or copied (`templateId` names the template it
 * came from).
 */
export async function appendEnvelopeCreated(
  manager: EntityManager,
  envelope: EnvelopeEntity,
  templateId?: string,
): Promise<void> {
  await appendOutboxEvent(manager, 'rubrica.envelopes.envelope.created', {
    ...envelopeEventHead(envelope),
    templateId,
  });
}
