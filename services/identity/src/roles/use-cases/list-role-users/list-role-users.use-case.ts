import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { RolesStore } from '../../roles.store.js';

@Injectable()
export class ListRoleUsersUseCase {
  constructor(private readonly roles: RolesStore) {}

  async execute(organizationId: string, roleId: string, query: unknown) {
    return this.roles.listUsers(organizationId, roleId, parseInput(listQuerySchema, query));
  }
}
