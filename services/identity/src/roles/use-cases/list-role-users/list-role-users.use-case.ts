import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { RolesStore } from '../../roles.store.js';

@Injectable()
export class ListRoleUsersUseCase {
  constructor(private readonly roles: RolesStore) {}

  async execute(organizationId: string, roleId: string, query: unknown) {
    const { q, page } = parseInput(listQuerySchema, query);
    const role = await this.roles.findRole(organizationId, roleId);
    return this.roles.listUsers(role.id, { q, page });
  }
}
