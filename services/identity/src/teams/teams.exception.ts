import { identityError, identityFieldError } from '../common/identity.errors.js';

export const TeamError = {
  notFound: () => identityError('team.not_found', 'Team not found.'),
  userNotInTeam: () => identityError('team.user_not_found', 'This user is not in this team.'),
  /** The plan's cap on the people of one team; the SPA prompts to upgrade (workspace §8). */
  membersLimitReached: (limit: number, asked: number) =>
    identityFieldError('users', 'team.members_limit', `Your plan allows at most ${limit} people in a team.`, {
      limit,
      asked,
    }),
};
