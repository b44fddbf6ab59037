import type { EntityManager } from 'typeorm';
import { InvitationEntity } from './invitation.entity.js';
import { hashInvitationToken } from './invitation-token.js';
import { InvitationError } from './invitations.exception.js';

/**
 * The invitation a link token opens: pending, not expired, in a live organization. Anything else
 * (unknown, used, expired, withdrawn) is the same 404, so a token reveals nothing.
 */
export async function findInvitationByToken(
  manager: EntityManager,
  token: string,
  lock = false,
): Promise<InvitationEntity> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) throw InvitationError.notFound();
  const builder = manager
    .getRepository(InvitationEntity)
    .createQueryBuilder('invitation')
    .innerJoin('organizations', 'organization', 'organization.id = invitation.organization_id')
    .where('invitation.token_hash = :hash', { hash: hashInvitationToken(token) })
    .andWhere('invitation.accepted_at IS NULL')
    .andWhere('invitation.expires_at > now()')
    .andWhere('organization.deleted_at IS NULL');
  if (lock) builder.setLock('pessimistic_write', undefined, ['invitation']);
  const invitation = await builder.getOne();
  if (!invitation) throw InvitationError.notFound();
  return invitation;
}
