import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { MembersStore } from '../../members.store.js';
import { UserError } from '../../users.exception.js';

/** Takes ownership away; an organization always keeps at least one owner. */
@Injectable()
export class RevokeOwnershipUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly members: MembersStore,
  ) {}

  async execute(organizationId: string, userId: string) {
    await withTransaction(this.dataSource, async (manager) => {
      // Lock the owners so two owners revoking each other at once cannot leave none.
      const owners = await manager.find(MembershipEntity, {
        where: { organizationId, isOwner: true },
        lock: { mode: 'pessimistic_write' },
      });
      const membership = await this.memberships.findMembership(userId, organizationId, manager);
      if (!membership) throw UserError.notFound();
      if (!membership.isOwner) return;
      if (owners.length <= 1) throw UserError.lastOwner();
      await this.memberships.setOwner(manager, membership, false);
    });
    return this.members.get(organizationId, userId);
  }
}
