import { AppError } from '@rubrica/errors';

export const RoleError = {
  notFound: () => AppError.notFound('role.not_found', 'Role not found.'),
  userNotInRole: () => AppError.notFound('role.user_not_found', 'This user does not have this role.'),
  /** Spec §8: the message the SPA shows as is. */
  cannotBeRemoved: () => AppError.forbidden('role.protected', 'This function cannot be removed'),
  nameTaken: () => AppError.validation({ name: ['The name has already been taken.'] }),
  nameNotEditable: () => AppError.validation({ name: ['The name cannot be changed.'] }),
};
