import { identityError, identityFieldError } from '../common/identity.errors.js';

export const MembershipError = {
  organizationNotFound: () => identityError('organization.not_found', 'Organization not found.'),
  roleOutsideOrganization: () =>
    identityFieldError('role', 'membership.role_invalid', 'The selected role is invalid.'),
};
