import { parseInput } from '@rubrica/service-kit';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../../common/is-unique-violation.util.js';
import { presentRole } from '../../present-role.js';
import { PERMISSION_FLAGS, RoleEntity, type Permissions } from '../../role.entity.js';
import { RoleError } from '../../roles.exception.js';
import { createRoleSchema } from '../../roles.schemas.js';

/** Spec: name required and unique in the organization (case-insensitive); flags false unless sent. */
@Injectable()
export class CreateRoleUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(organizationId: string, body: unknown) {
    const input = parseInput(createRoleSchema, body);
    const permissions = Object.fromEntries(
      PERMISSION_FLAGS.map((flag) => [flag, input[flag] ?? false]),
    ) as Permissions;
    const taken = await this.dataSource.manager
      .createQueryBuilder(RoleEntity, 'r')
      .where('r.organization_id = :organizationId AND lower(r.name) = lower(:name)', {
        organizationId,
        name: input.name,
      })
      .getExists();
    if (taken) throw RoleError.nameTaken();
    const role = this.dataSource.manager.create(RoleEntity, {
      id: randomUUID(),
      organizationId,
      name: input.name,
      isDefault: false,
      isProtected: false,
      permissions,
    });
    try {
      await this.dataSource.manager.insert(RoleEntity, role);
    } catch (error) {
      // Two requests creating the same name at once: the unique index decides.
      if (isUniqueViolation(error, 'roles_name_key')) throw RoleError.nameTaken();
      throw error;
    }
    const saved = await this.dataSource.manager.findOneByOrFail(RoleEntity, { id: role.id });
    return presentRole(saved, { preview: [], amount: 0 });
  }
}
