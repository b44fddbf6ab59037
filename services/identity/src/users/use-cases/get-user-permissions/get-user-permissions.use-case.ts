import { Injectable } from '@nestjs/common';
import { MembersService } from '../../members.service.js';

/** The member's role, ownership and effective flags. */
@Injectable()
export class GetUserPermissionsUseCase {
  constructor(private readonly members: MembersService) {}

  execute(organizationId: string, userId: string) {
    return this.members.permissions(organizationId, userId);
  }
}
