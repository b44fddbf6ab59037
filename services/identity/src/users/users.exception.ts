import { identityError } from '../common/identity.errors.js';

export const UserError = {
  notFound: () => identityError('user.not_found', 'User not found.'),
  ownerCannotBeRemoved: () =>
    identityError(
      'user.owner_not_removable',
      'The organization owner cannot be removed from the organization.',
    ),
  cannotRemoveSelf: () =>
    identityError('user.self_not_removable', 'You cannot remove yourself from the organization.'),
  lastOwner: () => identityError('user.last_owner', 'The organization must keep at least one owner.'),
  noAvatar: () => identityError('user.avatar_not_found', 'This user has no avatar.'),
};
