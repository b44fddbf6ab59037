import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { MembersStore } from '../../members.store.js';

@Injectable()
export class ListUsersUseCase {
  constructor(private readonly members: MembersStore) {}

  execute(organizationId: string, query: unknown) {
    return this.members.list(organizationId, parseInput(listQuerySchema, query));
  }
}
