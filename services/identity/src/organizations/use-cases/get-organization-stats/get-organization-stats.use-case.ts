import { Injectable } from '@nestjs/common';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { OrganizationStatsService, type OrganizationStats } from '../../organization-stats.service.js';

/** `{ users, invitations, storage }` for any member of the organization. */
@Injectable()
export class GetOrganizationStatsUseCase {
  constructor(
    private readonly memberships: MembershipsService,
    private readonly stats: OrganizationStatsService,
  ) {}

  async execute(userId: string, organizationId: string): Promise<OrganizationStats> {
    await this.memberships.requireMembership(userId, organizationId);
    return this.stats.statsOf(organizationId);
  }
}
