import { Injectable } from '@nestjs/common';
import { PlanUsersLimit } from '../../../invitations/plan-users-limit.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { OrganizationStatsService, type OrganizationStats } from '../../organization-stats.service.js';

/**
 * `{ users, invitations, storage }` for any member of the organization, with the plan's user cap
 * (`users_limit`, null when the plan has none) that members plus pending invitations may reach:
 * the users page's progress bar and invite buttons (workspace-and-personal, users page).
 */
@Injectable()
export class GetOrganizationStatsUseCase {
  constructor(
    private readonly memberships: MembershipsService,
    private readonly stats: OrganizationStatsService,
    private readonly usersLimit: PlanUsersLimit,
  ) {}

  async execute(
    userId: string,
    organizationId: string,
  ): Promise<OrganizationStats & { users_limit: number | null }> {
    await this.memberships.requireMembership(userId, organizationId);
    const [stats, limit] = await Promise.all([
      this.stats.statsOf(organizationId),
      this.usersLimit.of(organizationId),
    ]);
    return { ...stats, users_limit: Number.isFinite(limit) ? limit : null };
  }
}
