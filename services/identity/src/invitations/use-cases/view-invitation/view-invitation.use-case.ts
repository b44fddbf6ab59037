import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findInvitationByToken } from '../../invitation-by-token.js';
import type { InvitationPreview } from '../../invitations.schemas.js';

/** GET /organizations/invitations/:token: validates a link before the person accepts it. */
@Injectable()
export class ViewInvitationUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(token: string): Promise<InvitationPreview> {
    const invitation = await findInvitationByToken(this.dataSource.manager, token);
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
