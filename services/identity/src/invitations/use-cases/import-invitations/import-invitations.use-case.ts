import { Injectable } from '@nestjs/common';
import type { UploadedPart } from '@rubrica/service-kit';
import type { OrganizationCaller } from '../../../principal/index.js';
import {
  readFirstColumn,
  UnreadableFileError,
  type InvitationFileKind,
} from '../../import/read-first-column.js';
import {
  INVITATION_FILE_KINDS,
  InvitationError,
  MAX_EMAILS_PER_REQUEST,
} from '../../invitations.exception.js';
import type { InvitationResult } from '../../invitations.schemas.js';
import { InviteMembersUseCase } from '../invite-members/invite-members.use-case.js';

// Rows parsed at most: blank rows may sit between addresses, but no file needs more than this.
const MAX_ROWS = 10 * MAX_EMAILS_PER_REQUEST;

/**
 * POST /invitations/import (workspace-and-personal §5): an xlsx, xls, ods, csv or txt file of at
 * most 5 MB (refused while it streams in), addresses in the first column, one per line; then the
 * same classification and cap as a typed list.
 */
@Injectable()
export class ImportInvitationsUseCase {
  constructor(private readonly invite: InviteMembersUseCase) {}

  async execute(
    caller: OrganizationCaller,
    file: UploadedPart | undefined,
    fields: { roleId?: string; teamIds: string[] },
  ): Promise<InvitationResult> {
    if (!file || file.size === 0) throw InvitationError.fileRequired();
    const kind = kindOf(file.originalname);
    if (!kind) throw InvitationError.fileType();
    let emails: string[];
    try {
      emails = await readFirstColumn(file.buffer, kind, { maxRows: MAX_ROWS });
    } catch (error) {
      if (error instanceof UnreadableFileError) throw InvitationError.fileUnreadable();
      throw error;
    }
    if (emails.length === 0) throw InvitationError.fileEmpty();
    if (emails.length > MAX_EMAILS_PER_REQUEST) throw InvitationError.tooManyEmails('file');
    return this.invite.execute(caller, {
      emails,
      roleId: fields.roleId,
      teamIds: fields.teamIds,
      listField: 'file',
    });
  }
}

function kindOf(fileName: string): InvitationFileKind | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (INVITATION_FILE_KINDS as readonly string[]).includes(extension ?? '')
    ? (extension as InvitationFileKind)
    : undefined;
}
