import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { appendMembershipChanged } from '../../../memberships/membership-events.js';
import { presentRole } from '../../present-role.js';
import { PERMISSION_FLAGS, RoleEntity, type Permissions } from '../../role.entity.js';
import { RoleError } from '../../roles.exception.js';
import { updateRoleSchema } from '../../roles.schemas.js';
import { RolesStore, ROLE_PREVIEW_SIZE } from '../../roles.store.js';

/**
 * Changes flags (each checkbox saves at once, spec: role edit). The name field is disabled when
 * editing, so a different name is refused; sending the same name back is fine.
 */
@Injectable()
export class UpdateRoleUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RolesStore,
  ) {}

  async execute(organizationId: string, roleId: string, body: unknown) {
    const input = parseInput(updateRoleSchema, body);
    const role = await this.roles.findRole(organizationId, roleId);
    if (input.name !== undefined && (typeof input.name !== 'string' || input.name.trim() !== role.name)) {
      throw RoleError.nameNotEditable();
    }
    const permissions = Object.fromEntries(
      PERMISSION_FLAGS.map((flag) => [flag, input[flag] ?? role.permissions[flag] === true]),
    ) as Permissions;
    await withTransaction(this.dataSource, async (manager) => {
      await manager.update(RoleEntity, { id: role.id }, { permissions });
      // Every holder's effective permissions changed: let caches of their membership go.
      const holders = await manager.findBy(MembershipEntity, { roleId: role.id });
      for (const holder of holders) {
        await appendMembershipChanged(manager, 'updated', { ...holder, role: { ...role, permissions } });
      }
    });
    const users = await this.roles.usersOf([role.id], ROLE_PREVIEW_SIZE);
    return presentRole({ ...role, permissions }, users.get(role.id));
  }
}
