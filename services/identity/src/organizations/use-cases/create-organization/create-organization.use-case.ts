import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import type { IdentityConfig } from '../../../identity.config.js';
import { InjectIdentityConfig } from '../../../identity-config.module.js';
import { organizationNameSchema } from '../../organizations.schemas.js';
import { OrganizationsService } from '../../organizations.service.js';
import { presentOrganization } from '../../present-organization.js';

@Injectable()
export class CreateOrganizationUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationsService,
    private readonly memberships: MembershipsService,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async execute(userId: string, body: unknown) {
    const { name } = parseInput(organizationNameSchema, body);
    const organization = await withTransaction(this.dataSource, (manager) =>
      this.organizations.createOrganization(manager, { name, ownerUserId: userId }),
    );
    const membership = await this.memberships.requireMembership(userId, organization.id);
    return presentOrganization(membership, this.config.PUBLIC_URL);
  }
}
