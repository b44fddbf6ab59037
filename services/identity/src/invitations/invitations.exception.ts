import { AppError } from '@rubrica/errors';

export const INVITATION_FILE_MAX_KILOBYTES = 5 * 1024;
export const INVITATION_FILE_KINDS = ['xlsx', 'xls', 'ods', 'csv', 'txt'] as const;
/** Addresses one request (list or file) may carry; the plan's user cap is usually far lower. */
export const MAX_EMAILS_PER_REQUEST = 500;

/** Errors of the invitations feature (422 fields as the SPA maps them: emails.0, roles, teams, file). */
export const InvitationError = {
  notFound: () => AppError.notFound('invitation.not_found', 'Invitation not found.'),
  belongsToAnotherPerson: () =>
    AppError.forbidden('invitation.another_person', 'This invitation belongs to another person'),
  roleInvalid: () => AppError.fieldError('roles', 'invitation.role_invalid', 'The selected role is invalid.'),
  teamsInvalid: () =>
    AppError.fieldError('teams', 'invitation.teams_invalid', 'The selected teams are invalid.'),
  usersLimitReached: (used: number, limit: number, asked: number) =>
    AppError.validation(
      {
        emails: [
          `The user limit for your plan has been reached: ${used} of ${limit} users and pending invitations, ${asked} more asked.`,
        ],
      },
      'The user limit for your plan has been reached.',
      'invitation.users_limit',
      { used, limit, asked },
    ),
  tooManyEmails: (field: 'emails' | 'file') =>
    AppError.fieldError(
      field,
      'invitation.too_many_emails',
      `At most ${MAX_EMAILS_PER_REQUEST} e-mail addresses can be invited at once.`,
      { max: MAX_EMAILS_PER_REQUEST },
    ),
  fileRequired: () => AppError.fieldError('file', 'invitation.file_required', 'The file field is required.'),
  fileType: () =>
    AppError.fieldError(
      'file',
      'invitation.file_type',
      `The file must be a file of type: ${INVITATION_FILE_KINDS.join(', ')}.`,
      { types: INVITATION_FILE_KINDS.join(', ') },
    ),
  fileTooLarge: () =>
    AppError.fieldError(
      'file',
      'invitation.file_too_large',
      `The file may not be greater than ${INVITATION_FILE_MAX_KILOBYTES} kilobytes.`,
      { max_kb: INVITATION_FILE_MAX_KILOBYTES },
    ),
  fileUnreadable: () =>
    AppError.fieldError('file', 'invitation.file_unreadable', 'The file could not be read.'),
  fileEmpty: () =>
    AppError.fieldError(
      'file',
      'invitation.file_empty',
      'The file has no e-mail addresses in its first column.',
    ),
};
