import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { extendedQuerySchema } from '../../../organizations/organizations.schemas.js';
import { presentRole } from '../../present-role.js';
import { RolesStore, ROLE_PREVIEW_SIZE } from '../../roles.store.js';

/** Extended (role edit page): every user of the role instead of the 6-avatar preview (up to 500). */
const EXTENDED_USERS = 500;

@Injectable()
export class GetRoleUseCase {
  constructor(private readonly roles: RolesStore) {}

  async execute(organizationId: string, roleId: string, query: unknown) {
    const { extended } = parseInput(extendedQuerySchema, query);
    const role = await this.roles.findRole(organizationId, roleId);
    const users = await this.roles.usersOf([role.id], extended ? EXTENDED_USERS : ROLE_PREVIEW_SIZE);
    return presentRole(role, users.get(role.id));
  }
}
