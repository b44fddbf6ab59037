import { parseInput, SingleFileUpload, UploadedSingleFile, type UploadedPart } from '@rubrica/service-kit';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Injectable,
  Param,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { listQuerySchema } from '../common/common.schemas.js';
import {
  Caller,
  OrganizationFromPath,
  RequireBusinessWorkspace,
  RequirePermission,
  type OrganizationCaller,
} from '../principal/index.js';
import { INVITATION_FILE_MAX_KILOBYTES, InvitationError } from './invitations.exception.js';
import { importInvitationsSchema, inviteMembersSchema } from './invitations.schemas.js';
import { AcceptInvitationUseCase } from './use-cases/accept-invitation/accept-invitation.use-case.js';
import { DeleteInvitationUseCase } from './use-cases/delete-invitation/delete-invitation.use-case.js';
import { ImportInvitationsUseCase } from './use-cases/import-invitations/import-invitations.use-case.js';
import { InviteMembersUseCase } from './use-cases/invite-members/invite-members.use-case.js';
import { ListInvitationsUseCase } from './use-cases/list-invitations/list-invitations.use-case.js';
import { ResendInvitationUseCase } from './use-cases/resend-invitation/resend-invitation.use-case.js';
import { ViewInvitationUseCase } from './use-cases/view-invitation/view-invitation.use-case.js';

const InvitationFileUpload = SingleFileUpload({
  field: 'file',
  maxBytes: INVITATION_FILE_MAX_KILOBYTES * 1024,
  tooLarge: InvitationError.fileTooLarge,
});

/**
 * POST import: invitations from a spreadsheet (workspace-and-personal §5). One handler for both
 * places the import is reached from, each controller stating whose organization it acts for.
 */
@Injectable()
abstract class InvitationImportRoute {
  constructor(protected readonly importInvitations: ImportInvitationsUseCase) {}

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(InvitationFileUpload)
  import(
    @Caller() caller: OrganizationCaller,
    @UploadedSingleFile() file: UploadedPart | undefined,
    @Body() body: unknown,
  ) {
    return this.importInvitations.execute(caller, file, parseInput(importInvitationsSchema, body));
  }
}

/**
 * Pending invitations of the organization (users page, "Convite pendente"): owners and holders
 * of manage_users, never in a personal workspace (workspace-and-personal §6).
 */
@Controller('invitations')
@RequirePermission('manage_users')
@RequireBusinessWorkspace()
export class InvitationsHttpController extends InvitationImportRoute {
  constructor(
    private readonly listInvitations: ListInvitationsUseCase,
    private readonly inviteMembers: InviteMembersUseCase,
    importInvitations: ImportInvitationsUseCase,
    private readonly resendInvitation: ResendInvitationUseCase,
    private readonly deleteInvitation: DeleteInvitationUseCase,
  ) {
    super(importInvitations);
  }

  @Get()
  list(@Caller() caller: OrganizationCaller, @Query() query: unknown) {
    return this.listInvitations.execute(caller, parseInput(listQuerySchema, query));
  }

  @Post()
  @HttpCode(200)
  invite(@Caller() caller: OrganizationCaller, @Body() body: unknown) {
    return this.inviteMembers.execute(caller, {
      ...parseInput(inviteMembersSchema, body),
      listField: 'emails',
    });
  }

  @Post(':email/resend')
  @HttpCode(200)
  resend(@Caller() caller: OrganizationCaller, @Param('email') email: string) {
    return this.resendInvitation.execute(caller, email);
  }

  @Delete(':email')
  @HttpCode(204)
  remove(@Caller() caller: OrganizationCaller, @Param('email') email: string) {
    return this.deleteInvitation.execute(caller, email);
  }
}

/**
 * POST {org}/invitations/import (workspace-and-personal §5): the same file import as
 * `invitations/import`, for the organization named in the path, under the same rules (owners and
 * holders of manage_users, business workspaces only; outsiders get 404).
 */
@Controller('organizations/:id/invitations')
@OrganizationFromPath('id')
@RequirePermission('manage_users')
@RequireBusinessWorkspace()
export class OrganizationInvitationsHttpController extends InvitationImportRoute {}

/** The invited person's side: validate the link, then accept it (any signed-in user; no organization yet). */
@Controller('organizations/invitations')
export class InvitationAcceptanceHttpController {
  constructor(
    private readonly viewInvitation: ViewInvitationUseCase,
    private readonly acceptInvitation: AcceptInvitationUseCase,
  ) {}

  @Get(':token')
  view(@Caller() caller: Caller, @Param('token') token: string) {
    return this.viewInvitation.execute(caller, token);
  }

  @Post(':token')
  @HttpCode(201)
  accept(@Caller() caller: Caller, @Param('token') token: string) {
    return this.acceptInvitation.execute(caller, token);
  }
}
