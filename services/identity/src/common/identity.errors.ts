import { AppError, errorFactory, ErrorStatus, fieldErrorFactory } from '@rubrica/errors';

/**
 * Every refusal of the identity service, by dotted code. The status each answers is decided here
 * once, exhaustively; the features' error objects (`UserError`, `RoleError` ...) name them.
 */
export type IdentityErrorCode =
  | 'account.current_password_incorrect'
  | 'account.email_already_verified'
  | 'account.too_many_attempts'
  | 'account.user_not_found'
  | 'account.verification_resent_too_soon'
  | 'contact.email_taken'
  | 'contact.not_found'
  | 'developer_app.already_published'
  | 'developer_app.not_confidential'
  | 'developer_app.not_found'
  | 'invitation.another_person'
  | 'invitation.file_empty'
  | 'invitation.file_required'
  | 'invitation.file_too_large'
  | 'invitation.file_type'
  | 'invitation.file_unreadable'
  | 'invitation.mail_unavailable'
  | 'invitation.not_found'
  | 'invitation.role_invalid'
  | 'invitation.teams_invalid'
  | 'invitation.too_many_emails'
  | 'invitation.users_limit'
  | 'membership.role_invalid'
  | 'organization.logo_not_found'
  | 'organization.logo_required'
  | 'organization.logo_too_large'
  | 'organization.logo_type'
  | 'organization.not_found'
  | 'organization.owner_required'
  | 'organization.permission_denied'
  | 'organization.personal_not_deletable'
  | 'organization.personal_workspace'
  | 'organization.wrong_password'
  | 'principal.not_a_member'
  | 'principal.organization_required'
  | 'principal.owner_required'
  | 'principal.permission_denied'
  | 'principal.personal_workspace'
  | 'principal.unauthenticated'
  | 'profile.avatar_not_found'
  | 'profile.avatar_not_image'
  | 'profile.avatar_not_square'
  | 'profile.avatar_required'
  | 'profile.avatar_too_large'
  | 'profile.cpf_invalid'
  | 'profile.cpf_required'
  | 'profile.phone_taken'
  | 'role.default_role'
  | 'role.name_not_editable'
  | 'role.name_taken'
  | 'role.not_found'
  | 'role.protected'
  | 'role.user_not_found'
  | 'team.not_found'
  | 'team.members_limit'
  | 'team.user_not_found'
  | 'user.avatar_not_found'
  | 'user.last_owner'
  | 'user.not_found'
  | 'user.owner_not_removable'
  | 'user.self_not_removable';

function statusOf(code: IdentityErrorCode): ErrorStatus {
  switch (code) {
    case 'principal.organization_required':
      return ErrorStatus.BadRequest;
    case 'principal.unauthenticated':
      return ErrorStatus.Unauthorized;
    case 'invitation.another_person':
    case 'organization.owner_required':
    case 'organization.permission_denied':
    case 'organization.personal_not_deletable':
    case 'organization.personal_workspace':
    case 'principal.not_a_member':
    case 'principal.owner_required':
    case 'principal.permission_denied':
    case 'principal.personal_workspace':
    case 'role.default_role':
    case 'role.protected':
    case 'user.last_owner':
    case 'user.owner_not_removable':
    case 'user.self_not_removable':
      return ErrorStatus.Forbidden;
    case 'account.user_not_found':
    case 'contact.not_found':
    case 'developer_app.not_found':
    case 'invitation.not_found':
    case 'organization.logo_not_found':
    case 'organization.not_found':
    case 'profile.avatar_not_found':
    case 'role.not_found':
    case 'role.user_not_found':
    case 'team.not_found':
    case 'team.user_not_found':
    case 'user.avatar_not_found':
    case 'user.not_found':
      return ErrorStatus.NotFound;
    case 'account.current_password_incorrect':
    case 'account.email_already_verified':
    case 'contact.email_taken':
    case 'developer_app.already_published':
    case 'developer_app.not_confidential':
    case 'invitation.file_empty':
    case 'invitation.file_required':
    case 'invitation.file_too_large':
    case 'invitation.file_type':
    case 'invitation.file_unreadable':
    case 'invitation.role_invalid':
    case 'invitation.teams_invalid':
    case 'invitation.too_many_emails':
    case 'invitation.users_limit':
    case 'membership.role_invalid':
    case 'organization.logo_required':
    case 'organization.logo_too_large':
    case 'organization.logo_type':
    case 'organization.wrong_password':
    case 'profile.avatar_not_image':
    case 'profile.avatar_not_square':
    case 'profile.avatar_required':
    case 'profile.avatar_too_large':
    case 'profile.cpf_invalid':
    case 'profile.cpf_required':
    case 'profile.phone_taken':
    case 'role.name_not_editable':
    case 'role.name_taken':
    case 'team.members_limit':
      return ErrorStatus.UnprocessableEntity;
    case 'account.too_many_attempts':
    case 'account.verification_resent_too_soon':
      return ErrorStatus.TooManyRequests;
    case 'invitation.mail_unavailable':
      return ErrorStatus.Unavailable;
  }
}

/** A refusal with its own message (and, for a 422 of its own, the field messages beside it). */
export const identityError = errorFactory(statusOf);

/**
 * A form error: a 422 on `field`, worded by its code in the caller's language as schema errors are
 * (`validation.failed` on top).
 */
export const identityFieldError = fieldErrorFactory(statusOf);

/** A 422 on an upload over its size cap, stated in kilobytes as the forms state it. */
export function identityFileTooLarge(field: string, code: IdentityErrorCode, maxKilobytes: number): AppError {
  return identityFieldError(field, code, `The ${field} may not be greater than ${maxKilobytes} kilobytes.`, {
    max_kb: maxKilobytes,
  });
}
