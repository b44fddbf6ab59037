import { AppError } from '@rubrica/errors';

export const RoleError = {
  notFound: () => AppError.notFound('role.not_found', 'Role not found.'),
  userNotInRole: () => AppError.notFound('role.user_not_found', 'This user does not have this role.'),
  /** Spec §8: the message the SPA shows as is. */
  cannotBeRemoved: () => AppError.forbidden('role.protected', 'This function cannot be removed'),
  nameTaken: () => AppError.fieldError('name', 'role.name_taken', 'The name has already been taken.'),
  nameNotEditable: () => AppError.fieldError('name', 'role.name_not_editable', 'The name cannot be changed.'),
};
