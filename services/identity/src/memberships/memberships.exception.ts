import { AppError } from '@rubrica/errors';

export const MembershipError = {
  organizationNotFound: () => AppError.notFound('organization.not_found', 'Organization not found.'),
  roleOutsideOrganization: () => AppError.validation({ role: ['The selected role is invalid.'] }),
};
