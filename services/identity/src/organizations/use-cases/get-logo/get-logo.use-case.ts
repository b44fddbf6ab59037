import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { InjectBlobStore } from '../../blob-store.provider.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { OrganizationError } from '../../organizations.exception.js';

export interface LogoImage {
  stream: Readable;
  contentType: string;
  size: number;
}

/** The logo bytes for members of the organization; 404 when it has the default logo. */
@Injectable()
export class GetLogoUseCase {
  constructor(
    private readonly memberships: MembershipsService,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(userId: string, organizationId: string): Promise<LogoImage> {
    const { organization } = await this.memberships.requireMembership(userId, organizationId);
    if (!organization.logoKey) throw OrganizationError.noLogo();
    const stat = await this.blobs.stat(organization.logoKey).catch(() => null);
    if (!stat) throw OrganizationError.noLogo();
    return {
      stream: await this.blobs.get(organization.logoKey),
      contentType: stat.contentType ?? 'application/octet-stream',
      size: stat.size,
    };
  }
}
