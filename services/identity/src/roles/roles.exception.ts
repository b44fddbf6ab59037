import { identityError, identityFieldError } from '../common/identity.errors.js';

export const RoleError = {
  notFound: () => identityError('role.not_found', 'Role not found.'),
  userNotInRole: () => identityError('role.user_not_found', 'This user does not have this role.'),
  /** Spec §8: the message the SPA shows as is. */
  cannotBeRemoved: () => identityError('role.protected', 'This function cannot be removed'),
  nameTaken: () => identityFieldError('name', 'role.name_taken', 'The name has already been taken.'),
  nameNotEditable: () => identityFieldError('name', 'role.name_not_editable', 'The name cannot be changed.'),
  defaultRole: () =>
    identityError('role.default_role', 'Users leave the default role by getting another role.'),
};
