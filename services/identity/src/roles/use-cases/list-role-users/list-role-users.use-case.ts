import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { RolesService } from '../../roles.service.js';

@Injectable()
export class ListRoleUsersUseCase {
  constructor(private readonly roles: RolesService) {}

  async execute(organizationId: string, roleId: string, query: unknown) {
    const { q, page } = parseInput(listQuerySchema, query);
    const role = await this.roles.findRole(organizationId, roleId);
    return this.roles.listUsers(role.id, { q, page });
  }
}
