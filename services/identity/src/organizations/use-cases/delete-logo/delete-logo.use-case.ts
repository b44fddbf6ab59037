import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BlobStore } from '@rubrica/blob';
import { InjectBlobStore } from '../../blob-store.provider.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { assertMayEditSettings } from '../../organization-access.js';
import { OrganizationEntity } from '../../organization.entity.js';

/** Back to the default logo (which counts as no logo). */
@Injectable()
export class DeleteLogoUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(userId: string, organizationId: string): Promise<void> {
    const membership = await this.memberships.requireMembership(userId, organizationId);
    assertMayEditSettings(membership);
    const previous = membership.organization.logoKey;
    await this.dataSource.manager.update(OrganizationEntity, { id: organizationId }, { logoKey: null });
    if (previous) await this.blobs.delete(previous);
  }
}
