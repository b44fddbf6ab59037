import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { blobKeys, type BlobStore } from '@rubrica/blob';
import type { IdentityConfig } from '../../../identity.config.js';
import { InjectIdentityConfig } from '../../../identity-config.module.js';
import { InjectBlobStore } from '../../blob-store.provider.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { assertMayEditSettings } from '../../organization-access.js';
import { OrganizationEntity } from '../../organization.entity.js';
import { logoUrl } from '../../organization-urls.js';
import { OrganizationError } from '../../organizations.exception.js';
import { imageTypeOf, LOGO_MAX_BYTES, type UploadedImage } from '../../uploaded-file.js';

/** Spec §5 (logo): JPG or PNG, at most 2048 KB; owner or edit_organization. Answers `{ logo }`. */
@Injectable()
export class UploadLogoUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async execute(
    userId: string,
    organizationId: string,
    file: UploadedImage | undefined,
  ): Promise<{ logo: string | null }> {
    const membership = await this.memberships.requireMembership(userId, organizationId);
    assertMayEditSettings(membership);
    if (!file || file.size === 0) throw OrganizationError.logoRequired();
    const type = imageTypeOf(file.buffer);
    if (!type) throw OrganizationError.logoType();
    if (file.size > LOGO_MAX_BYTES) throw OrganizationError.logoTooLarge();

    const key = blobKeys.organizationLogo(organizationId, randomUUID());
    await this.blobs.put(key, file.buffer, { size: file.size, contentType: type });
    const previous = membership.organization.logoKey;
    await this.dataSource.manager.update(OrganizationEntity, { id: organizationId }, { logoKey: key });
    if (previous) await this.blobs.delete(previous);
    return { logo: logoUrl(this.config.PUBLIC_URL, { id: organizationId, logoKey: key }) };
  }
}
