import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '@rubrica/errors';
import { withTransaction } from '@rubrica/database';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { findOrganizationRow } from '../../../common/find-organization-row.util.js';
import { RoleEntity } from '../../../roles/role.entity.js';
import { MembersStore } from '../../members.store.js';
import { UserError } from '../../users.exception.js';
import { userPermissionsSchema } from '../../users.schemas.js';

/** Flags belong to roles, so a member's permissions change by holding another role of the organization. */
@Injectable()
export class UpdateUserPermissionsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly members: MembersStore,
  ) {}

  async execute(organizationId: string, userId: string, body: unknown) {
    const { role: roleId } = parseInput(userPermissionsSchema, body);
    await withTransaction(this.dataSource, async (manager) => {
      const membership = await this.memberships.findMembership(userId, organizationId, manager);
      if (!membership) throw UserError.notFound();
      const role = await findOrganizationRow(manager, RoleEntity, { organizationId, id: roleId }, () =>
        AppError.coded('role', 'membership.role_invalid'),
      );
      await this.memberships.changeRole(manager, membership, role);
    });
    return this.members.permissions(organizationId, userId);
  }
}
