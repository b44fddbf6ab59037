import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { InjectBlobStore } from '../../blob-store.provider.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { OrganizationError } from '../../organizations.exception.js';
import { readStoredImage, type StoredImage } from '../../stored-image.js';

/** The logo bytes for members of the organization; 404 when it has the default logo. */
@Injectable()
export class GetLogoUseCase {
  constructor(
    private readonly memberships: MembershipsService,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(userId: string, organizationId: string): Promise<StoredImage> {
    const { organization } = await this.memberships.requireMembership(userId, organizationId);
    return readStoredImage(this.blobs, organization.logoKey, OrganizationError.noLogo);
  }
}
