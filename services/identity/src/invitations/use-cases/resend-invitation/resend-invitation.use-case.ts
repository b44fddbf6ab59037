import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrganizationCaller } from '../../../principal/index.js';
import { InvitationEntity } from '../../invitation.entity.js';
import { InvitationMailer } from '../../invitation-mailer.js';
import { INVITATION_TTL_MS, issueInvitationToken } from '../../invitation-token.js';
import { toInvitationResponse, type InvitationResponse } from '../../invitations.schemas.js';
import { findPendingInvitation } from '../../pending-invitation.js';
import { invitationsStore } from '../../invitations.store.js';

/**
 * POST /invitations/:email/resend. Only the token's hash is kept, so the e-mail carries a new
 * link; the old one stops working and the week starts again.
 */
@Injectable()
export class ResendInvitationUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: InvitationMailer,
  ) {}

  async execute(caller: OrganizationCaller, email: string): Promise<InvitationResponse> {
    return this.dataSource.transaction(async (manager) => {
      const invitation = await findPendingInvitation(manager, caller.organizationId, email);
      const now = new Date();
      const { token, hash } = issueInvitationToken();
      invitation.tokenHash = hash;
      invitation.lastSentAt = now;
      invitation.expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      await manager.getRepository(InvitationEntity).save(invitation);
      const names = await invitationsStore.mailContext(
        manager,
        caller.organizationId,
        caller.userId,
        invitation.email,
      );
      await this.mailer.send({
        invitationId: invitation.id,
        email: invitation.email,
        token,
        organizationName: names.organization,
        inviterName: names.inviter,
        locale: names.invitee_lang ?? names.lang,
        sentAt: now,
      });
      return toInvitationResponse(invitation, now);
    });
  }
}
