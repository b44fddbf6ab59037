import { isUuid } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { RoleError } from '../../roles.exception.js';
import { RolesStore } from '../../roles.store.js';

/** Takes the role from one user, who falls back to the default role. */
@Injectable()
export class UnassignRoleUserUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RolesStore,
    private readonly memberships: MembershipsService,
  ) {}

  async execute(organizationId: string, roleId: string, userId: string): Promise<void> {
    const role = await this.roles.findRole(organizationId, roleId);
    await withTransaction(this.dataSource, async (manager) => {
      const membership = isUuid(userId)
        ? await manager.findOneBy(MembershipEntity, { organizationId, userId, roleId: role.id })
        : null;
      if (!membership) throw RoleError.userNotInRole();
      if (role.isDefault) {
        throw RoleError.defaultRole();
      }
      await this.memberships.changeRole(
        manager,
        membership,
        await this.memberships.defaultRole(manager, organizationId),
      );
    });
  }
}
