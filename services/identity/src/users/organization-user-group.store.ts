import { Injectable } from '@nestjs/common';
import { DEFAULT_PER_PAGE, escapeLike } from '@rubrica/service-kit';
import { DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import { findOrganizationRow } from '../common/find-organization-row.util.js';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { userGroupsStore, type UserGroupKind, type UserGroupPreview } from './user-groups.store.js';

/**
 * What the stores of roles and teams share: finding one of the organization's groups (another
 * organization's is a 404 like a missing one) and the users it holds, as its card previews them
 * or a page at a time.
 */
@Injectable()
export abstract class OrganizationUserGroupStore<Group extends { id: string; organizationId: string }> {
  protected abstract readonly kind: UserGroupKind;
  protected abstract readonly entity: EntityTarget<Group>;
  protected abstract readonly notFound: () => Error;

  constructor(
    protected readonly dataSource: DataSource,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  protected findGroup(
    organizationId: string,
    groupId: string,
    manager: EntityManager = this.dataSource.manager,
    options: { lock?: boolean } = {},
  ): Promise<Group> {
    return findOrganizationRow(manager, this.entity, { organizationId, id: groupId }, this.notFound, options);
  }

  /**
   * A page of the organization's groups, those whose name holds `q` (in any case), in `order`
   * (database columns) and then by id, with how many there are in all.
   */
  page(
    organizationId: string,
    { q, page }: { q?: string; page: number },
    order: Record<string, 'ASC' | 'DESC'>,
  ): Promise<[Group[], number]> {
    const builder = this.dataSource.manager
      .createQueryBuilder(this.entity, 'g')
      .where('g.organization_id = :organizationId', { organizationId });
    if (q) builder.andWhere(`g.name ILIKE :q ESCAPE '\\'`, { q: `%${escapeLike(q)}%` });
    for (const [column, direction] of Object.entries(order)) builder.addOrderBy(`g.${column}`, direction);
    return builder
      .addOrderBy('g.id', 'ASC')
      .skip((page - 1) * DEFAULT_PER_PAGE)
      .take(DEFAULT_PER_PAGE)
      .getManyAndCount();
  }

  /** Up to `limit` users of each group (by name) and how many each has. */
  usersOf(groupIds: string[], limit: number): Promise<Map<string, UserGroupPreview>> {
    return userGroupsStore.previews(this.dataSource, this.kind, groupIds, limit, this.config.PUBLIC_URL);
  }

  /** The users of one of the organization's groups, searched by name or e-mail, a page at a time. */
  async listUsers(organizationId: string, groupId: string, query: { q?: string; page: number }) {
    const group = await this.findGroup(organizationId, groupId);
    return userGroupsStore.page(this.dataSource, this.kind, group.id, query, this.config.PUBLIC_URL);
  }
}
