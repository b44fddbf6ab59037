import { AppError, ErrorStatus } from '@rubrica/errors';

/** Errors about who is calling: dotted codes under `principal.`. */
export const PrincipalError = {
  unauthenticated: () =>
    new AppError('principal.unauthenticated', ErrorStatus.Unauthorized, 'Unauthenticated.'),
  organizationRequired: () =>
    new AppError(
      'principal.organization_required',
      ErrorStatus.BadRequest,
      'The X-Organization header is required.',
    ),
  notAMember: () => AppError.forbidden('principal.not_a_member', 'You do not belong to this organization.'),
  permissionDenied: () => AppError.forbidden('principal.permission_denied', 'This action is unauthorized.'),
  ownerRequired: () =>
    AppError.forbidden('principal.owner_required', 'Only an owner of the organization can do this.'),
  personalWorkspace: () =>
    AppError.forbidden('principal.personal_workspace', 'This is not available in a personal workspace.'),
};
