import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { UserError } from '../../users.exception.js';

/**
 * Removes someone from the organization (their account stays). Owners are flagged and cannot be
 * deleted (spec: users page); nobody removes themselves here, which would lock them out mid-page.
 */
@Injectable()
export class RemoveUserUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
  ) {}

  async execute(organizationId: string, callerId: string, userId: string): Promise<void> {
    await withTransaction(this.dataSource, async (manager) => {
      const membership = await this.memberships.findMembership(userId, organizationId, manager);
      if (!membership) throw UserError.notFound();
      if (membership.isOwner) throw UserError.ownerCannotBeRemoved();
      if (membership.userId === callerId) throw UserError.cannotRemoveSelf();
      await this.memberships.removeMember(manager, membership);
    });
  }
}
