import type { EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { RecipientEntity } from '../envelopes/recipient.entity.js';
import { RecipientsError } from './recipients.exception.js';

/** A recipient of the given envelope, or 404. */
export async function findRecipient(
  manager: EntityManager,
  envelopeId: string,
  recipientId: string,
): Promise<RecipientEntity> {
  if (!isUuid(recipientId)) throw RecipientsError.notFound();
  const recipient = await manager.getRepository(RecipientEntity).findOneBy({ id: recipientId, envelopeId });
  if (!recipient) throw RecipientsError.notFound();
  return recipient;
}
