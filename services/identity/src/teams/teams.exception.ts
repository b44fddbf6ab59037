import { identityError } from '../common/identity.errors.js';

export const TeamError = {
  notFound: () => identityError('team.not_found', 'Team not found.'),
  userNotInTeam: () => identityError('team.user_not_found', 'This user is not in this team.'),
};
