import { AppError } from '@rubrica/errors';

export const OrganizationError = {
  notFound: () => AppError.notFound('organization.not_found', 'Organization not found.'),
  ownerOnly: () =>
    AppError.forbidden('organization.owner_required', 'Only an owner of the organization can do this.'),
  notAllowed: () => AppError.forbidden('organization.permission_denied', 'This action is unauthorized.'),
  personalWorkspace: () =>
    AppError.forbidden('organization.personal_workspace', 'This is not available in a personal workspace.'),
  personalCannotBeDeleted: () =>
    AppError.forbidden('organization.personal_not_deletable', 'Your personal workspace cannot be deleted.'),
  wrongPassword: () =>
    AppError.fieldError('password', 'organization.wrong_password', 'The password is incorrect.'),
  logoRequired: () =>
    AppError.fieldError('logo', 'organization.logo_required', 'The logo field is required.'),
  logoType: () =>
    AppError.fieldError('logo', 'organization.logo_type', 'The logo must be a file of type: jpg, jpeg, png.'),
  logoTooLarge: () =>
    AppError.fieldError(
      'logo',
      'organization.logo_too_large',
      'The logo may not be greater than 2048 kilobytes.',
      {
        max_kb: 2048,
      },
    ),
  noLogo: () => AppError.notFound('organization.logo_not_found', 'This organization has no logo.'),
};
