import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { MembersStore } from '../../members.store.js';

@Injectable()
export class ListMemberDirectoryUseCase {
  constructor(private readonly members: MembersStore) {}

  /** GET /users/directory: the organization's members by name, e-mail and avatar only. */
  execute(organizationId: string, query: unknown) {
    return this.members.directory(organizationId, parseInput(listQuerySchema, query));
  }
}
