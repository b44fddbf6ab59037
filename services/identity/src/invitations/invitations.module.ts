import { Module } from '@nestjs/common';
import { rpcClientProvider } from '../organizations/blob-store.provider.js';
import { InvitationMailer } from './invitation-mailer.js';
import {
  InvitationAcceptanceHttpController,
  InvitationsHttpController,
  OrganizationInvitationsHttpController,
} from './invitations.http-controller.js';
import { PlanTeamMembersLimit } from '../teams/plan-team-members-limit.js';
import { PlanUsersLimit } from './plan-users-limit.js';
import { AcceptInvitationUseCase } from './use-cases/accept-invitation/accept-invitation.use-case.js';
import { DeleteInvitationUseCase } from './use-cases/delete-invitation/delete-invitation.use-case.js';
import { ImportInvitationsUseCase } from './use-cases/import-invitations/import-invitations.use-case.js';
import { InviteMembersUseCase } from './use-cases/invite-members/invite-members.use-case.js';
import { ListInvitationsUseCase } from './use-cases/list-invitations/list-invitations.use-case.js';
import { ResendInvitationUseCase } from './use-cases/resend-invitation/resend-invitation.use-case.js';
import { ViewInvitationUseCase } from './use-cases/view-invitation/view-invitation.use-case.js';

/** Invitations: invite (typed or from a file), list, resend, withdraw; and acceptance by token. */
@Module({
  controllers: [
    InvitationsHttpController,
    OrganizationInvitationsHttpController,
    InvitationAcceptanceHttpController,
  ],
  providers: [
    rpcClientProvider,
    PlanUsersLimit,
    PlanTeamMembersLimit,
    InvitationMailer,
    ListInvitationsUseCase,
    InviteMembersUseCase,
    ImportInvitationsUseCase,
    ResendInvitationUseCase,
    DeleteInvitationUseCase,
    ViewInvitationUseCase,
    AcceptInvitationUseCase,
  ],
})
export class InvitationsModule {}
