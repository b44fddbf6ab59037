import { identityError, identityFieldError, identityFileTooLarge } from '../common/identity.errors.js';

export const INVITATION_FILE_MAX_KILOBYTES = 5 * 1024;
export const INVITATION_FILE_KINDS = ['xlsx', 'xls', 'ods', 'csv', 'txt'] as const;
/** Addresses one request (list or file) may carry; the plan's user cap is usually far lower. */
export const MAX_EMAILS_PER_REQUEST = 500;

/** Errors of the invitations feature (422 fields as the SPA maps them: emails.0, roles, teams, file). */
export const InvitationError = {
  notFound: () => identityError('invitation.not_found', 'Invitation not found.'),
  belongsToAnotherPerson: () =>
    identityError('invitation.another_person', 'This invitation belongs to another person'),
  roleInvalid: () => identityFieldError('roles', 'invitation.role_invalid', 'The selected role is invalid.'),
  teamsInvalid: () =>
    identityFieldError('teams', 'invitation.teams_invalid', 'The selected teams are invalid.'),
  usersLimitReached: (used: number, limit: number, asked: number) =>
    identityError(
      'invitation.users_limit',
      'The user limit for your plan has been reached.',
      {
        emails: [
          `The user limit for your plan has been reached: ${used} of ${limit} users and pending invitations, ${asked} more asked.`,
        ],
      },
      { used, limit, asked },
    ),
  tooManyEmails: (field: 'emails' | 'file') =>
    identityFieldError(
      field,
      'invitation.too_many_emails',
      `At most ${MAX_EMAILS_PER_REQUEST} e-mail addresses can be invited at once.`,
      { max: MAX_EMAILS_PER_REQUEST },
    ),
  fileRequired: () => identityFieldError('file', 'invitation.file_required', 'The file field is required.'),
  fileType: () =>
    identityFieldError(
      'file',
      'invitation.file_type',
      `The file must be a file of type: ${INVITATION_FILE_KINDS.join(', ')}.`,
      { types: INVITATION_FILE_KINDS.join(', ') },
    ),
  fileTooLarge: () =>
    identityFileTooLarge('file', 'invitation.file_too_large', INVITATION_FILE_MAX_KILOBYTES),
  fileUnreadable: () =>
    identityFieldError('file', 'invitation.file_unreadable', 'The file could not be read.'),
  fileEmpty: () =>
    identityFieldError(
      'file',
      'invitation.file_empty',
      'The file has no e-mail addresses in its first column.',
    ),
  /** The e-mail queue did not take the invitation in time (the caller rolls back). */
  mailUnavailable: () =>
    identityError('invitation.mail_unavailable', 'The invitation e-mail could not be queued.'),
};
