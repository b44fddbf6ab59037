import { isUuid } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BlobStore } from '@rubrica/blob';
import { InjectBlobStore } from '../../../organizations/blob-store.provider.js';
import { readStoredImage, type StoredImage } from '../../../organizations/stored-image.js';
import { UserEntity } from '../../user.entity.js';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { UserError } from '../../users.exception.js';

/** A member's avatar, for the other members of the organization (and the user themself). */
@Injectable()
export class GetUserAvatarUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(organizationId: string, callerId: string, userId: string): Promise<StoredImage> {
    if (!isUuid(userId)) throw UserError.notFound();
    const visible =
      userId === callerId ||
      (await this.dataSource.manager.existsBy(MembershipEntity, { organizationId, userId }));
    if (!visible) throw UserError.notFound();
    const user = await this.dataSource.manager.findOneBy(UserEntity, { id: userId });
    return readStoredImage(this.blobs, user?.avatarKey, UserError.noAvatar);
  }
}
