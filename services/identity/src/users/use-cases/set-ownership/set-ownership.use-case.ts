import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { MembersStore } from '../../members.store.js';
import { UserError } from '../../users.exception.js';

/**
 * An owner makes another member an owner too, or takes ownership away (spec §6: ownership can be
 * granted); an organization always keeps at least one owner.
 */
@Injectable()
export class SetOwnershipUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly members: MembersStore,
  ) {}

  async execute(organizationId: string, userId: string, owner: boolean) {
    await withTransaction(this.dataSource, async (manager) => {
      // Lock the owners so two owners revoking each other at once cannot leave none.
      const owners = owner
        ? []
        : await manager.find(MembershipEntity, {
            where: { organizationId, isOwner: true },
            lock: { mode: 'pessimistic_write' },
          });
      const membership = await this.memberships.findMembership(userId, organizationId, manager);
      if (!membership) throw UserError.notFound();
      if (!owner) {
        if (!membership.isOwner) return;
        if (owners.length <= 1) throw UserError.lastOwner();
      }
      await this.memberships.setOwner(manager, membership, owner);
    });
    return this.members.get(organizationId, userId);
  }
}
