import { Injectable } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { presentRole } from '../../present-role.js';
import { RolesStore, ROLE_PREVIEW_SIZE } from '../../roles.store.js';

/**
 * POST gives the role to the listed members; PUT makes them its only holders, moving everyone
 * else who held it to the default role. Ids outside the organization are a 422.
 */
@Injectable()
export class AssignRoleUsersUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RolesStore,
    private readonly memberships: MembershipsService,
  ) {}

  async execute(organizationId: string, roleId: string, users: string[], mode: 'add' | 'replace') {
    const role = await this.roles.findRole(organizationId, roleId);
    await withTransaction(this.dataSource, async (manager) => {
      const userIds = await this.memberships.requireMembers(manager, organizationId, users);
      const listed = userIds.length
        ? await manager.findBy(MembershipEntity, { organizationId, userId: In(userIds) })
        : [];
      for (const membership of listed) await this.memberships.changeRole(manager, membership, role);
      if (mode === 'replace' && !role.isDefault) {
        const fallback = await this.memberships.defaultRole(manager, organizationId);
        const others = await manager.findBy(MembershipEntity, {
          roleId: role.id,
          ...(userIds.length ? { userId: Not(In(userIds)) } : {}),
        });
        for (const membership of others) await this.memberships.changeRole(manager, membership, fallback);
      }
    });
    const holders = await this.roles.usersOf([role.id], ROLE_PREVIEW_SIZE);
    return presentRole(role, holders.get(role.id));
  }
}
