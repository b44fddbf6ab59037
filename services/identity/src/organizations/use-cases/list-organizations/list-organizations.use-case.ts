import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { paginated, parseInput, isUuid } from '@rubrica/service-kit';
import { listQuerySchema } from '../../../common/common.schemas.js';
import type { IdentityConfig } from '../../../identity.config.js';
import { InjectIdentityConfig } from '../../../identity-config.module.js';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import type { LoadedMembership } from '../../../memberships/memberships.service.js';
import { presentOrganization } from '../../present-organization.js';

const PER_PAGE = 50;

/** Every organization the caller belongs to, the personal workspace first. */
@Injectable()
export class ListOrganizationsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  /** `onlyOrganizationId` narrows the list to one organization (an app's own). */
  async execute(userId: string, query: unknown, onlyOrganizationId?: string) {
    const { page } = parseInput(listQuerySchema, query);
    if (!isUuid(userId)) return paginated([], { page, perPage: PER_PAGE, total: 0 });
    const [memberships, total] = await this.dataSource.manager.findAndCount(MembershipEntity, {
      where: {
        userId,
        ...(onlyOrganizationId !== undefined ? { organizationId: onlyOrganizationId } : {}),
        organization: { deletedAt: IsNull() },
      },
      relations: { organization: true, role: true },
      order: { organization: { isPersonal: 'DESC', name: 'ASC' } },
      skip: (page - 1) * PER_PAGE,
      take: PER_PAGE,
    });
    return paginated(
      (memberships as LoadedMembership[]).map((membership) =>
        presentOrganization(membership, this.config.PUBLIC_URL),
      ),
      { page, perPage: PER_PAGE, total },
    );
  }
}
