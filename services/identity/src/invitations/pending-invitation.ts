import type { EntityManager } from 'typeorm';
import { InvitationEntity } from './invitation.entity.js';
import { InvitationError } from './invitations.exception.js';

/** The organization's pending invitation for `email` (any case), locked for change; 404 otherwise. */
export async function findPendingInvitation(
  manager: EntityManager,
  organizationId: string,
  email: string,
): Promise<InvitationEntity> {
  // No stored address holds a NUL byte, and Postgres refuses one in a text parameter.
  if (email.includes('\u0000')) throw InvitationError.notFound();
  const invitation = await manager
    .getRepository(InvitationEntity)
    .createQueryBuilder('invitation')
    .setLock('pessimistic_write')
    .where('invitation.organization_id = :organizationId', { organizationId })
    .andWhere('lower(invitation.email) = lower(:email)', { email: email.trim() })
    .andWhere('invitation.accepted_at IS NULL')
    .getOne();
  if (!invitation) throw InvitationError.notFound();
  return invitation;
}
