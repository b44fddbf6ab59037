import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../../../identity.config.js';
import { InjectIdentityConfig } from '../../../identity-config.module.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { assertOwner } from '../../organization-access.js';
import { OrganizationEntity } from '../../organization.entity.js';
import { OrganizationError } from '../../organizations.exception.js';
import { organizationNameSchema } from '../../organizations.schemas.js';
import { presentOrganization } from '../../present-organization.js';
import type { UploadedImage } from '../../uploaded-file.js';
import { UploadLogoUseCase } from '../upload-logo/upload-logo.use-case.js';

/** Rename (owner only, spec §5); a `logo` file sent along is stored as with POST .../logo. */
@Injectable()
export class UpdateOrganizationUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly uploadLogo: UploadLogoUseCase,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async execute(userId: string, organizationId: string, body: unknown, logo?: UploadedImage) {
    const membership = await this.memberships.requireMembership(userId, organizationId);
    if (membership.organization.isPersonal) throw OrganizationError.personalWorkspace();
    assertOwner(membership);
    const { name } = parseInput(organizationNameSchema, body);
    if (logo) await this.uploadLogo.execute(userId, organizationId, logo);
    await this.dataSource.manager.update(OrganizationEntity, { id: organizationId }, { name });
    return presentOrganization(
      await this.memberships.requireMembership(userId, organizationId),
      this.config.PUBLIC_URL,
    );
  }
}
