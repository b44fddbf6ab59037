import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { escapeLike } from '../common/escape-like.util.js';
import { DEFAULT_PER_PAGE, paginated, isUuid } from '@rubrica/service-kit';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { presentUserSummary, type UserSummary, type UserSummaryRow } from '../users/user-summary.js';
import { TeamEntity } from './team.entity.js';
import { TeamError } from './teams.exception.js';

/** Team cards show up to 4 avatars plus '+N' (spec §9). */
export const TEAM_PREVIEW_SIZE = 4;

@Injectable()
export class TeamsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  /** A team of the organization; another organization's team is a 404 like a missing one. */
  async findTeam(
    organizationId: string,
    teamId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TeamEntity> {
    const team = isUuid(teamId) ? await manager.findOneBy(TeamEntity, { id: teamId, organizationId }) : null;
    if (!team) throw TeamError.notFound();
    return team;
  }

  /** Up to `limit` users of each team (by name) and how many each has. */
  async usersOf(
    teamIds: string[],
    limit: number,
  ): Promise<Map<string, { preview: UserSummary[]; amount: number }>> {
    const result = new Map(teamIds.map((id) => [id, { preview: [] as UserSummary[], amount: 0 }]));
    if (!teamIds.length) return result;
    const rows: Array<UserSummaryRow & { team_id: string; amount: string }> = await this.dataSource.query(
      `SELECT team_id, id, name, email, avatar_key, amount FROM (
         SELECT tm.team_id, u.id, u.name, u.email, u.avatar_key,
                count(*) OVER (PARTITION BY tm.team_id) AS amount,
                row_number() OVER (PARTITION BY tm.team_id ORDER BY u.name, u.id) AS position
           FROM team_members tm JOIN users u ON u.id = tm.user_id
          WHERE tm.team_id = ANY($1::uuid[])
       ) ranked WHERE position <= $2 ORDER BY position`,
      [teamIds, limit],
    );
    for (const row of rows) {
      const entry = result.get(row.team_id)!;
      entry.amount = Number(row.amount);
      entry.preview.push(presentUserSummary(row, this.config.PUBLIC_URL));
    }
    return result;
  }

  async listUsers(teamId: string, query: { q?: string; page: number }) {
    const search = query.q ? `%${escapeLike(query.q)}%` : null;
    const where = `tm.team_id = $1 AND ($2::text IS NULL OR u.name ILIKE $2 ESCAPE '\\' OR u.email ILIKE $2 ESCAPE '\\')`;
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM team_members tm JOIN users u ON u.id = tm.user_id WHERE ${where}`,
      [teamId, search],
    );
    const rows: UserSummaryRow[] = await this.dataSource.query(
      `SELECT u.id, u.name, u.email, u.avatar_key FROM team_members tm JOIN users u ON u.id = tm.user_id
        WHERE ${where} ORDER BY u.name, u.id LIMIT $3 OFFSET $4`,
      [teamId, search, DEFAULT_PER_PAGE, (query.page - 1) * DEFAULT_PER_PAGE],
    );
    return paginated(
      rows.map((row) => presentUserSummary(row, this.config.PUBLIC_URL)),
      { page: query.page, perPage: DEFAULT_PER_PAGE, total, query: { q: query.q } },
    );
  }
}

export function presentTeam(team: TeamEntity, users?: { preview: UserSummary[]; amount: number }) {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    created_at: team.createdAt.toISOString(),
    ...(users ? { users: users.preview, amount_users: users.amount } : {}),
  };
}
