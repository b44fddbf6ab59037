import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../principal/index.js';
import { findCurrentUser } from '../../../profile/current-user.js';
import { findInvitationByToken } from '../../invitation-by-token.js';
import { InvitationError } from '../../invitations.exception.js';
import type { InvitationPreview } from '../../invitations.schemas.js';
import { invitationsStore } from '../../invitations.store.js';

/**
 * GET /organizations/invitations/:token: validates a link before the person accepts it. Only the
 * account holding the invited address passes: another person would be refused at acceptance
 * anyway (workspace-and-personal §2), so validation already says so, and shows them nothing of
 * the organization.
 */
@Injectable()
export class ViewInvitationUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(caller: Caller, token: string): Promise<InvitationPreview> {
    const user = await findCurrentUser(this.dataSource.manager, caller.userId);
    const invitation = await findInvitationByToken(this.dataSource.manager, token);
    if (user.email.toLowerCase() !== invitation.email.toLowerCase())
      throw InvitationError.belongsToAnotherPerson();
    const names = await invitationsStore.names(
      this.dataSource.manager,
      invitation.organizationId,
      invitation.roleId,
    );
    return {
      organization: { id: invitation.organizationId, name: names.organization_name },
      email: invitation.email,
      role: { id: invitation.roleId, name: names.role_name },
      expires_at: invitation.expiresAt.toISOString(),
    };
  }
}
