import { isAppError } from '@rubrica/errors';
import type { EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { EnvelopeState } from './domain/envelope-vocabulary.js';
import { EnvelopeEntity } from './envelope.entity.js';
import { EnvelopesError } from './envelopes.exception.js';

/** Who is drafting: the caller's user in the organization the gateway verified. */
export interface SenderScope {
  organizationId: string;
  userId: string;
  /** The member owns the organization (storage lets an owner reach every stored file). */
  isOwner?: boolean;
  /** A sandbox developer app is calling: what it creates is sandbox data (deleted after 7 days). */
  isSandbox?: boolean;
}

/** A reader may also be a recipient of the envelope, matched by the caller's e-mail (section 6). */
export interface ReaderScope extends SenderScope {
  email: string;
}

/**
 * The organization's envelope `id` when `reach` (a condition on `envelope`, with its parameters)
 * lets the caller see it, else 404, as for a malformed id: what the caller may not see is
 * indistinguishable from a missing envelope.
 */
async function findEnvelope(
  manager: EntityManager,
  organizationId: string,
  id: string,
  reach: { where: string; parameters: Record<string, unknown> },
  lock = false,
): Promise<EnvelopeEntity> {
  if (!isUuid(id)) throw EnvelopesError.notFound();
  const query = manager
    .getRepository(EnvelopeEntity)
    .createQueryBuilder('envelope')
    .where('envelope.id = :id AND envelope.organization_id = :organizationId', { id, organizationId })
    .andWhere(reach.where, reach.parameters);
  if (lock) query.setLock('pessimistic_write');
  const envelope = await query.getOne();
  if (!envelope) throw EnvelopesError.notFound();
  return envelope;
}

/**
 * The caller's own envelope in their organization, or 404: another organization's or another
 * sender's envelope is indistinguishable from a missing one. `lock` holds the row until the
 * transaction ends, so concurrent changes to one envelope (document count, state) serialise.
 */
export function findSenderEnvelope(
  manager: EntityManager,
  scope: SenderScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<EnvelopeEntity> {
  const ownEnvelope = { where: 'envelope.sender_user_id = :userId', parameters: { userId: scope.userId } };
  return findEnvelope(manager, scope.organizationId, id, ownEnvelope, options.lock);
}

/** The sender's envelope, or one of the organization's that names the caller as a recipient. */
export function findReadableEnvelope(
  manager: EntityManager,
  scope: ReaderScope,
  id: string,
): Promise<EnvelopeEntity> {
  return findEnvelope(manager, scope.organizationId, id, {
    where: `(envelope.sender_user_id = :userId OR (envelope.state NOT IN ('draft', 'template') AND EXISTS (
      SELECT 1 FROM recipients r WHERE r.envelope_id = envelope.id AND lower(r.addressees->0->>'value') = :email)))`,
    parameters: { userId: scope.userId, email: scope.email },
  });
}

/**
 * The envelope for its sender, else for a recipient matched by e-mail. The e-mail is asked for
 * only when the caller is not the sender, so a sender reads their envelope even while identity
 * is unreachable.
 */
export async function findEnvelopeForReader(
  manager: EntityManager,
  scope: SenderScope,
  id: string,
  emailOf: () => Promise<string>,
): Promise<EnvelopeEntity> {
  try {
    return await findSenderEnvelope(manager, scope, id);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'envelope.not_found') throw error;
  }
  return findReadableEnvelope(manager, { ...scope, email: await emailOf() }, id);
}

/** Section 4: documents, recipients, fields and details change only in drafts and templates. */
export function isDrafting(envelope: Pick<EnvelopeEntity, 'state'>): boolean {
  return envelope.state === EnvelopeState.Draft || envelope.state === EnvelopeState.Template;
}

export function assertDrafting(envelope: Pick<EnvelopeEntity, 'state'>): void {
  if (!isDrafting(envelope)) throw EnvelopesError.readOnly();
}
