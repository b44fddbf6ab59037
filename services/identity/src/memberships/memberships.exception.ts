import { AppError } from '@rubrica/errors';

export const MembershipError = {
  organizationNotFound: () => AppError.notFound('organization.not_found', 'Organization not found.'),
  roleOutsideOrganization: () =>
    AppError.fieldError('role', 'membership.role_invalid', 'The selected role is invalid.'),
};
