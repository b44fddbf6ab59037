import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrganizationCaller } from '../../../principal/index.js';
import { InvitationEntity } from '../../invitation.entity.js';
import { findPendingInvitation } from '../../pending-invitation.js';

/** DELETE /invitations/:email: withdraws the pending invitation (its link stops working). */
@Injectable()
export class DeleteInvitationUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(caller: OrganizationCaller, email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const invitation = await findPendingInvitation(manager, caller.organizationId, email);
      await manager.delete(InvitationEntity, { id: invitation.id });
    });
  }
}
