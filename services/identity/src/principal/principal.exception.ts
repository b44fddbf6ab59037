import { AppError } from '@rubrica/errors';
import { identityError } from '../common/identity.errors.js';

/** Errors about who is calling: dotted codes under `principal.`. */
export const PrincipalError = {
  unauthenticated: () => identityError('principal.unauthenticated', 'Unauthenticated.'),
  organizationRequired: () =>
    identityError('principal.organization_required', 'The X-Organization header is required.'),
  notAMember: () => identityError('principal.not_a_member', 'You do not belong to this organization.'),
  permissionDenied: () => identityError('principal.permission_denied', 'This action is unauthorized.'),
  ownerRequired: () =>
    identityError('principal.owner_required', 'Only an owner of the organization can do this.'),
  personalWorkspace: () =>
    identityError('principal.personal_workspace', 'This is not available in a personal workspace.'),
  /** A request-reply payload its proto cannot read. */
  invalidRpcRequest: () => AppError.coded('user_id', 'validation.invalid'),
};
