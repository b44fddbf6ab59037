import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { escapeLike } from '../common/escape-like.util.js';
import { paginated, DEFAULT_PER_PAGE, isUuid } from '@rubrica/service-kit';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { presentUserSummary, type UserSummary, type UserSummaryRow } from '../users/user-summary.js';
import { RoleEntity } from './role.entity.js';
import { RoleError } from './roles.exception.js';

/** Role-card previews show up to 6 avatars (spec §9). */
export const ROLE_PREVIEW_SIZE = 6;

@Injectable()
export class RolesService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  /** A role of the organization; another organization's role is a 404 like a missing one. */
  async findRole(
    organizationId: string,
    roleId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<RoleEntity> {
    const role = isUuid(roleId) ? await manager.findOneBy(RoleEntity, { id: roleId, organizationId }) : null;
    if (!role) throw RoleError.notFound();
    return role;
  }

  /** Up to `limit` users of each role (by name) and how many each has. */
  async usersOf(
    roleIds: string[],
    limit = ROLE_PREVIEW_SIZE,
  ): Promise<Map<string, { preview: UserSummary[]; amount: number }>> {
    const result = new Map(roleIds.map((id) => [id, { preview: [] as UserSummary[], amount: 0 }]));
    if (!roleIds.length) return result;
    const rows: Array<UserSummaryRow & { role_id: string; amount: string }> = await this.dataSource.query(
      `SELECT role_id, id, name, email, avatar_key, amount FROM (
         SELECT m.role_id, u.id, u.name, u.email, u.avatar_key,
                count(*) OVER (PARTITION BY m.role_id) AS amount,
                row_number() OVER (PARTITION BY m.role_id ORDER BY u.name, u.id) AS position
           FROM memberships m JOIN users u ON u.id = m.user_id
          WHERE m.role_id = ANY($1::uuid[])
       ) ranked WHERE position <= $2 ORDER BY position`,
      [roleIds, limit],
    );
    for (const row of rows) {
      const entry = result.get(row.role_id)!;
      entry.amount = Number(row.amount);
      entry.preview.push(presentUserSummary(row, this.config.PUBLIC_URL));
    }
    return result;
  }

  /** The users holding a role, searched by name or e-mail, a page at a time. */
  async listUsers(roleId: string, query: { q?: string; page: number }) {
    const search = query.q ? `%${escapeLike(query.q)}%` : null;
    const where = `m.role_id = $1 AND ($2::text IS NULL OR u.name ILIKE $2 ESCAPE '\\' OR u.email ILIKE $2 ESCAPE '\\')`;
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM memberships m JOIN users u ON u.id = m.user_id WHERE ${where}`,
      [roleId, search],
    );
    const rows: UserSummaryRow[] = await this.dataSource.query(
      `SELECT u.id, u.name, u.email, u.avatar_key FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE ${where} ORDER BY u.name, u.id LIMIT $3 OFFSET $4`,
      [roleId, search, DEFAULT_PER_PAGE, (query.page - 1) * DEFAULT_PER_PAGE],
    );
    return paginated(
      rows.map((row) => presentUserSummary(row, this.config.PUBLIC_URL)),
      { page: query.page, perPage: DEFAULT_PER_PAGE, total, query: { q: query.q } },
    );
  }
}
