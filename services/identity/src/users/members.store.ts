import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_PER_PAGE, paginated, isUuid, escapeLike } from '@rubrica/service-kit';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { effectivePermissions } from '../memberships/membership-events.js';
import type { Permissions } from '../roles/role.entity.js';
import { UserError } from './users.exception.js';
import type { ListQuery } from '../common/common.schemas.js';
import { avatarUrl, presentUserSummary, type UserSummaryRow } from './user-summary.js';

interface MemberRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  lang: string;
  avatar_key: string | null;
  email_verified_at: Date | null;
  joined_at: Date;
  is_owner: boolean;
  role_id: string;
  role_name: string;
  role_is_default: boolean;
  role_permissions: Permissions;
}

const MEMBER_COLUMNS = `u.id, u.name, u.email, u.phone, u.lang, u.avatar_key, u.email_verified_at,
  m.joined_at, m.is_owner, r.id AS role_id, r.name AS role_name, r.is_default AS role_is_default,
  r.permissions AS role_permissions`;
const MEMBER_FROM = `memberships m JOIN users u ON u.id = m.user_id JOIN roles r ON r.id = m.role_id`;

/** Members of an organization as the users page shows them (name, e-mail, joined_at, owner flag, role, teams). */
@Injectable()
export class MembersStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async list(organizationId: string, query: ListQuery) {
    const { rows, total } = await this.page<MemberRow>(MEMBER_COLUMNS, organizationId, query);
    const teams = await this.teamsOf(
      organizationId,
      rows.map((row) => row.id),
    );
    return paginated(
      rows.map((row) => this.present(row, teams.get(row.id) ?? [])),
      { page: query.page, perPage: DEFAULT_PER_PAGE, total, query: { q: query.q } },
    );
  }

  /**
   * The members as any member may see them, to pick someone (share dialog, team and role pages):
   * name, e-mail and avatar, nothing of their roles, permissions or teams.
   */
  async directory(organizationId: string, query: ListQuery) {
    const { rows, total } = await this.page<UserSummaryRow>(
      'u.id, u.name, u.email, u.avatar_key',
      organizationId,
      query,
    );
    return paginated(
      rows.map((row) => presentUserSummary(row, this.config.PUBLIC_URL)),
      { page: query.page, perPage: DEFAULT_PER_PAGE, total, query: { q: query.q } },
    );
  }

  /** One page of the members whose name or e-mail contains `q`, by name. */
  private async page<Row>(columns: string, organizationId: string, query: ListQuery) {
    const search = query.q ? `%${escapeLike(query.q)}%` : null;
    const where = `m.organization_id = $1 AND ($2::text IS NULL OR u.name ILIKE $2 ESCAPE '\\' OR u.email ILIKE $2 ESCAPE '\\')`;
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM ${MEMBER_FROM} WHERE ${where}`,
      [organizationId, search],
    );
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${columns} FROM ${MEMBER_FROM} WHERE ${where} ORDER BY u.name, u.id LIMIT $3 OFFSET $4`,
      [organizationId, search, DEFAULT_PER_PAGE, (query.page - 1) * DEFAULT_PER_PAGE],
    );
    return { rows, total: total as number };
  }

  /** One member; 404 for anyone outside the organization. */
  async get(organizationId: string, userId: string, options: { extended?: boolean } = {}) {
    const row = await this.row(organizationId, userId);
    const teams = await this.teamsOf(organizationId, [row.id]);
    const view = this.present(row, teams.get(row.id) ?? []);
    if (!options.extended) return view;
    return { ...view, phone: row.phone, lang: row.lang, email_verified: row.email_verified_at !== null };
  }

  async permissions(organizationId: string, userId: string) {
    const row = await this.row(organizationId, userId);
    return {
      user_id: row.id,
      is_owner: row.is_owner,
      role: { id: row.role_id, name: row.role_name, is_default: row.role_is_default },
      permissions: effectivePermissions(row.role_permissions, row.is_owner),
    };
  }

  private async row(
    organizationId: string,
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MemberRow> {
    if (!isUuid(userId)) throw UserError.notFound();
    const [row]: MemberRow[] = await manager.query(
      `SELECT ${MEMBER_COLUMNS} FROM ${MEMBER_FROM} WHERE m.organization_id = $1 AND m.user_id = $2`,
      [organizationId, userId],
    );
    if (!row) throw UserError.notFound();
    return row;
  }

  private async teamsOf(
    organizationId: string,
    userIds: string[],
  ): Promise<Map<string, Array<{ id: string; name: string }>>> {
    const result = new Map<string, Array<{ id: string; name: string }>>();
    if (!userIds.length) return result;
    const rows: Array<{ user_id: string; id: string; name: string }> = await this.dataSource.query(
      `SELECT tm.user_id, t.id, t.name FROM team_members tm JOIN teams t ON t.id = tm.team_id
        WHERE t.organization_id = $1 AND tm.user_id = ANY($2::uuid[]) ORDER BY t.name, t.id`,
      [organizationId, userIds],
    );
    for (const row of rows) {
      const list = result.get(row.user_id) ?? [];
      list.push({ id: row.id, name: row.name });
      result.set(row.user_id, list);
    }
    return result;
  }

  private present(row: MemberRow, teams: Array<{ id: string; name: string }>) {
    const role = { id: row.role_id, name: row.role_name, is_default: row.role_is_default };
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      avatar: avatarUrl(this.config.PUBLIC_URL, { id: row.id, avatarKey: row.avatar_key }),
      joined_at: new Date(row.joined_at).toISOString(),
      is_owner: row.is_owner,
      role,
      roles: [role],
      teams,
      permissions: effectivePermissions(row.role_permissions, row.is_owner),
    };
  }
}
