import type { EntityManager } from 'typeorm';
import { findRowById } from '@rubrica/service-kit/find-row-by-id';
import { RecipientEntity } from '../envelopes/recipient.entity.js';
import { RecipientsError } from './recipients.exception.js';

/** A recipient of the given envelope, or 404. */
export async function findRecipient(
  manager: EntityManager,
  envelopeId: string,
  recipientId: string,
): Promise<RecipientEntity> {
  return findRowById(manager, RecipientEntity, recipientId, { envelopeId }, RecipientsError.notFound);
}
