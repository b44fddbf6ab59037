import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { findOrganizationRow } from '../common/find-organization-row.util.js';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { userGroupsStore, type UserGroupPreview } from '../users/user-groups.store.js';
import { RoleEntity } from './role.entity.js';
import { RoleError } from './roles.exception.js';

/** Role-card previews show up to 6 avatars (spec §9). */
export const ROLE_PREVIEW_SIZE = 6;

@Injectable()
export class RolesStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  /** A role of the organization; another organization's role is a 404 like a missing one. */
  findRole(
    organizationId: string,
    roleId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<RoleEntity> {
    return findOrganizationRow(manager, RoleEntity, { organizationId, id: roleId }, RoleError.notFound);
  }

  /** Up to `limit` users of each role (by name) and how many each has. */
  usersOf(roleIds: string[], limit = ROLE_PREVIEW_SIZE): Promise<Map<string, UserGroupPreview>> {
    return userGroupsStore.previews(this.dataSource, 'role', roleIds, limit, this.config.PUBLIC_URL);
  }

  /** The users of a role, searched by name or e-mail, a page at a time. */
  listUsers(roleId: string, query: { q?: string; page: number }) {
    return userGroupsStore.page(this.dataSource, 'role', roleId, query, this.config.PUBLIC_URL);
  }
}
