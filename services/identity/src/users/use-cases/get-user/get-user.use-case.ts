import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { extendedQuerySchema } from '../../../organizations/organizations.schemas.js';
import { MembersStore } from '../../members.store.js';

/** `?extended` adds phone, language and whether the e-mail is verified. */
@Injectable()
export class GetUserUseCase {
  constructor(private readonly members: MembersStore) {}

  execute(organizationId: string, userId: string, query: unknown) {
    const { extended } = parseInput(extendedQuerySchema, query);
    return this.members.get(organizationId, userId, { extended });
  }
}
