import { identityError, identityFieldError, identityFileTooLarge } from '../common/identity.errors.js';

export const LOGO_MAX_KILOBYTES = 2048;

export const OrganizationError = {
  notFound: () => identityError('organization.not_found', 'Organization not found.'),
  ownerOnly: () =>
    identityError('organization.owner_required', 'Only an owner of the organization can do this.'),
  notAllowed: () => identityError('organization.permission_denied', 'This action is unauthorized.'),
  personalWorkspace: () =>
    identityError('organization.personal_workspace', 'This is not available in a personal workspace.'),
  personalCannotBeDeleted: () =>
    identityError('organization.personal_not_deletable', 'Your personal workspace cannot be deleted.'),
  wrongPassword: () =>
    identityFieldError('password', 'organization.wrong_password', 'The password is incorrect.'),
  logoRequired: () => identityFieldError('logo', 'organization.logo_required', 'The logo field is required.'),
  logoType: () =>
    identityFieldError('logo', 'organization.logo_type', 'The logo must be a file of type: jpg, jpeg, png.'),
  logoTooLarge: () => identityFileTooLarge('logo', 'organization.logo_too_large', LOGO_MAX_KILOBYTES),
  noLogo: () => identityError('organization.logo_not_found', 'This organization has no logo.'),
};
