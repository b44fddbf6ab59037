import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import type { Caller } from '../../../principal/index.js';
import { findCurrentUser } from '../../../profile/current-user.js';
import { InvitationEntity } from '../../invitation.entity.js';
import { findInvitationByToken } from '../../invitation-by-token.js';
import { InvitationError } from '../../invitations.exception.js';
import { invitationsStore } from '../../invitations.store.js';
import { PlanTeamMembersLimit } from '../../../teams/plan-team-members-limit.js';

/**
 * POST /organizations/invitations/:token: the invited person joins with the invitation's role
 * and teams. Only the account holding the invited address may use it (workspace-and-personal §2:
 * an invitation belonging to another person cannot be used to enter an organization).
 */
@Injectable()
export class AcceptInvitationUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly teamMembersLimit: PlanTeamMembersLimit,
  ) {}

  async execute(caller: Caller, token: string): Promise<{ organization: { id: string; name: string } }> {
    // Asked before the transaction (no row stays locked while billing thinks), of the invitation's
    // organization as the token names it.
    const invited = await findInvitationByToken(this.dataSource.manager, token);
    const cap = invited.teamIds.length ? await this.teamMembersLimit.of(invited.organizationId) : null;
    return this.dataSource.transaction(async (manager) => {
      const user = await findCurrentUser(manager, caller.userId);
      const invitation = await findInvitationByToken(manager, token, true);
      if (user.email.toLowerCase() !== invitation.email.toLowerCase())
        throw InvitationError.belongsToAnotherPerson();

      // Adding someone already in the organization changes nothing (and records no event).
      await this.memberships.addMember(manager, {
        organizationId: invitation.organizationId,
        userId: user.id,
        roleId: invitation.roleId,
      });
      if (invitation.teamIds.length) {
        // Teams removed since the invitation was sent, or full on the plan, are skipped.
        await invitationsStore.joinTeams(
          manager,
          invitation.organizationId,
          invitation.teamIds,
          user.id,
          cap,
        );
      }
      invitation.acceptedAt = new Date();
      invitation.acceptedByUserId = user.id;
      await manager.getRepository(InvitationEntity).save(invitation);
      const name = await invitationsStore.organizationName(manager, invitation.organizationId);
      return { organization: { id: invitation.organizationId, name } };
    });
  }
}
