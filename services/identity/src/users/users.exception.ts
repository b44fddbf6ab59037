import { AppError } from '@rubrica/errors';

export const UserError = {
  notFound: () => AppError.notFound('user.not_found', 'User not found.'),
  ownerCannotBeRemoved: () =>
    AppError.forbidden(
      'user.owner_not_removable',
      'The organization owner cannot be removed from the organization.',
    ),
  cannotRemoveSelf: () =>
    AppError.forbidden('user.self_not_removable', 'You cannot remove yourself from the organization.'),
  lastOwner: () => AppError.forbidden('user.last_owner', 'The organization must keep at least one owner.'),
  noAvatar: () => AppError.notFound('user.avatar_not_found', 'This user has no avatar.'),
};
