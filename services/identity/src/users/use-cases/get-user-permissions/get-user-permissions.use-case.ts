import { Injectable } from '@nestjs/common';
import { MembersStore } from '../../members.store.js';

/** The member's role, ownership and effective flags. */
@Injectable()
export class GetUserPermissionsUseCase {
  constructor(private readonly members: MembersStore) {}

  execute(organizationId: string, userId: string) {
    return this.members.permissions(organizationId, userId);
  }
}
