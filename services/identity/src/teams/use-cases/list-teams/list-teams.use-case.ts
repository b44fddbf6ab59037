import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PER_PAGE, paginated, parseInput, escapeLike } from '@rubrica/service-kit';
import { TeamEntity } from '../../team.entity.js';
import { listTeamsQuerySchema } from '../../teams.schemas.js';
import { presentTeam, TeamsStore, TEAM_PREVIEW_SIZE } from '../../teams.store.js';

/** Team cards, newest first; with `include=users-preview` each has up to 4 users and amount_users. */
@Injectable()
export class ListTeamsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teams: TeamsStore,
  ) {}

  async execute(organizationId: string, query: unknown) {
    const { q, page, include } = parseInput(listTeamsQuerySchema, query);
    const builder = this.dataSource.manager
      .createQueryBuilder(TeamEntity, 't')
      .where('t.organization_id = :organizationId', { organizationId });
    if (q) builder.andWhere(`t.name ILIKE :q ESCAPE '\\'`, { q: `%${escapeLike(q)}%` });
    const [teams, total] = await builder
      .orderBy('t.created_at', 'DESC')
      .addOrderBy('t.id', 'ASC')
      .skip((page - 1) * DEFAULT_PER_PAGE)
      .take(DEFAULT_PER_PAGE)
      .getManyAndCount();
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
