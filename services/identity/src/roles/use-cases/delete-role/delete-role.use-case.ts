import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { InvitationEntity } from '../../../invitations/invitation.entity.js';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { RoleEntity } from '../../role.entity.js';
import { RoleError } from '../../roles.exception.js';
import { RolesStore } from '../../roles.store.js';

/**
 * Spec §6: removing a role moves its users (and pending invitations) to the default role;
 * protected roles, the default one among them, answer 403 'This function cannot be removed'.
 */
@Injectable()
export class DeleteRoleUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RolesStore,
    private readonly memberships: MembershipsService,
  ) {}

  async execute(organizationId: string, roleId: string): Promise<void> {
    const role = await this.roles.findRole(organizationId, roleId);
    if (role.isProtected || role.isDefault) throw RoleError.cannotBeRemoved();
    await withTransaction(this.dataSource, async (manager) => {
      const fallback = await this.memberships.defaultRole(manager, organizationId);
      const holders = await manager.findBy(MembershipEntity, { roleId: role.id });
      for (const holder of holders) await this.memberships.changeRole(manager, holder, fallback);
      await manager.update(InvitationEntity, { roleId: role.id }, { roleId: fallback.id });
      await manager.delete(RoleEntity, { id: role.id });
    });
  }
}
