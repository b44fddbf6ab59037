import { DEFAULT_PER_PAGE, paginated, escapeLike } from '@rubrica/service-kit';
import type { DataSource } from 'typeorm';
import { presentUserSummary, type UserSummary, type UserSummaryRow } from './user-summary.js';

/** The groups a user belongs to that list their users alike: a role (by membership) or a team. */
export type UserGroupKind = 'role' | 'team';

export interface UserGroupPreview {
  preview: UserSummary[];
  amount: number;
}

// Constant identifiers, never input: which table links a group to its users, and by which column.
const LINKS: Record<UserGroupKind, { table: string; column: string }> = {
  role: { table: 'memberships', column: 'role_id' },
  team: { table: 'team_members', column: 'team_id' },
};

/** The users of roles and teams, as their cards and user lists show them. */
export const userGroupsStore = {
  /** Up to `limit` users of each group (by name) and how many each has. */
  async previews(
    db: DataSource,
    kind: UserGroupKind,
    groupIds: string[],
    limit: number,
    publicUrl: string,
  ): Promise<Map<string, UserGroupPreview>> {
    const result = new Map(groupIds.map((id) => [id, { preview: [] as UserSummary[], amount: 0 }]));
    if (!groupIds.length) return result;
    const { table, column } = LINKS[kind];
    const rows: Array<UserSummaryRow & { group_id: string; amount: string }> = await db.query(
      `SELECT group_id, id, name, email, avatar_key, amount FROM (
         SELECT g.${column} AS group_id, u.id, u.name, u.email, u.avatar_key,
                count(*) OVER (PARTITION BY g.${column}) AS amount,
                row_number() OVER (PARTITION BY g.${column} ORDER BY u.name, u.id) AS position
           FROM ${table} g JOIN users u ON u.id = g.user_id
          WHERE g.${column} = ANY($1::uuid[])
       ) ranked WHERE position <= $2 ORDER BY position`,
      [groupIds, limit],
    );
    for (const row of rows) {
      const entry = result.get(row.group_id)!;
      entry.amount = Number(row.amount);
      entry.preview.push(presentUserSummary(row, publicUrl));
    }
    return result;
  },

  /** The users of a group, searched by name or e-mail, a page at a time. */
  async page(
    db: DataSource,
    kind: UserGroupKind,
    groupId: string,
    query: { q?: string; page: number },
    publicUrl: string,
  ) {
    const { table, column } = LINKS[kind];
    const search = query.q ? `%${escapeLike(query.q)}%` : null;
    const where = `g.${column} = $1 AND ($2::text IS NULL OR u.name ILIKE $2 ESCAPE '\\' OR u.email ILIKE $2 ESCAPE '\\')`;
    const [{ total }] = await db.query(
      `SELECT count(*)::int AS total FROM ${table} g JOIN users u ON u.id = g.user_id WHERE ${where}`,
      [groupId, search],
    );
    const rows: UserSummaryRow[] = await db.query(
      `SELECT u.id, u.name, u.email, u.avatar_key FROM ${table} g JOIN users u ON u.id = g.user_id
        WHERE ${where} ORDER BY u.name, u.id LIMIT $3 OFFSET $4`,
      [groupId, search, DEFAULT_PER_PAGE, (query.page - 1) * DEFAULT_PER_PAGE],
    );
    return paginated(
      rows.map((row) => presentUserSummary(row, publicUrl)),
      { page: query.page, perPage: DEFAULT_PER_PAGE, total, query: { q: query.q } },
    );
  },
};
