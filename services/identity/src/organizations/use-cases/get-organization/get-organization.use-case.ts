import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../../../identity.config.js';
import { InjectIdentityConfig } from '../../../identity-config.module.js';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { OrganizationStatsService } from '../../organization-stats.service.js';
import { extendedQuerySchema } from '../../organizations.schemas.js';
import { presentOrganization } from '../../present-organization.js';

/** One organization of the caller; `?extended=true` adds its stats and owners. */
@Injectable()
export class GetOrganizationUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly stats: OrganizationStatsService,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async execute(userId: string, organizationId: string, query: unknown) {
    const { extended } = parseInput(extendedQuerySchema, query);
    const membership = await this.memberships.requireMembership(userId, organizationId);
    const view = presentOrganization(membership, this.config.PUBLIC_URL);
    if (!extended) return view;
    const owners = await this.dataSource.manager.find(MembershipEntity, {
      where: { organizationId, isOwner: true },
      relations: { user: true },
      order: { joinedAt: 'ASC' },
    });
    return {
      ...view,
      stats: await this.stats.statsOf(organizationId),
      owners: owners.map(({ user }) => ({ id: user!.id, name: user!.name, email: user!.email })),
    };
  }
}
