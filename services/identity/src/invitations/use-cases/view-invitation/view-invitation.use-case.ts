import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../principal/index.js';
import { findCurrentUser } from '../../../profile/current-user.js';
import { findInvitationByToken } from '../../invitation-by-token.js';
import { InvitationError } from '../../invitations.exception.js';
import type { InvitationPreview } from '../../invitations.schemas.js';

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
    const rows: Array<{ organization_name: string; role_name: string }> = await this.dataSource.query(
      `SELECT o.name AS organization_name, r.name AS role_name
         FROM organizations o JOIN roles r ON r.organization_id = o.id
        WHERE o.id = $1 AND r.id = $2`,
      [invitation.organizationId, invitation.roleId],
    );
    const names = rows[0] ?? { organization_name: '', role_name: '' };
    return {
      organization: { id: invitation.organizationId, name: names.organization_name },
      email: invitation.email,
      role: { id: invitation.roleId, name: names.role_name },
      expires_at: invitation.expiresAt.toISOString(),
    };
  }
}
