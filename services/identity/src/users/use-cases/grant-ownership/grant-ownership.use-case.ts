import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { MembersStore } from '../../members.store.js';
import { UserError } from '../../users.exception.js';

/** An owner makes another member an owner too (spec §6: ownership can be granted). */
@Injectable()
export class GrantOwnershipUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly members: MembersStore,
  ) {}

  async execute(organizationId: string, userId: string) {
    await withTransaction(this.dataSource, async (manager) => {
      const membership = await this.memberships.findMembership(userId, organizationId, manager);
      if (!membership) throw UserError.notFound();
      await this.memberships.setOwner(manager, membership, true);
    });
    return this.members.get(organizationId, userId);
  }
}
