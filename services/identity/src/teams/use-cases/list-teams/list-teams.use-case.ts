import { Injectable } from '@nestjs/common';
import { DEFAULT_PER_PAGE, paginated, parseInput } from '@rubrica/service-kit';
import { listTeamsQuerySchema } from '../../teams.schemas.js';
import { presentTeam, TeamsStore, TEAM_PREVIEW_SIZE } from '../../teams.store.js';

/** Team cards, newest first; with `include=users-preview` each has up to 4 users and amount_users. */
@Injectable()
export class ListTeamsUseCase {
  constructor(private readonly teams: TeamsStore) {}

  async execute(organizationId: string, query: unknown) {
    const { q, page, include } = parseInput(listTeamsQuerySchema, query);
    const [teams, total] = await this.teams.page(organizationId, { q, page }, { created_at: 'DESC' });
    const withUsers = include.includes('users-preview');
    const users = withUsers
      ? await this.teams.usersOf(
          teams.map((team) => team.id),
          TEAM_PREVIEW_SIZE,
        )
      : undefined;
    return paginated(
      teams.map((team) => presentTeam(team, users?.get(team.id))),
      {
        page,
        perPage: DEFAULT_PER_PAGE,
        total,
        query: { q, include: withUsers ? 'users-preview' : undefined },
      },
    );
  }
}
