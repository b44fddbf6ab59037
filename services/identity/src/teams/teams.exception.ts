import { AppError } from '@rubrica/errors';

export const TeamError = {
  notFound: () => AppError.notFound('team.not_found', 'Team not found.'),
  userNotInTeam: () => AppError.notFound('team.user_not_found', 'This user is not in this team.'),
};
