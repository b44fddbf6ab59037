import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { blobKeys, type BlobStore } from '@rubrica/blob';
import type { UploadedPart } from '@rubrica/service-kit';
import { InjectBlobStore } from '../../../organizations/blob-store.provider.js';
import type { Caller } from '../../../principal/index.js';
import { UserEntity } from '../../../users/user.entity.js';
import { findCurrentUser } from '../../current-user.js';
import { ProfileError } from '../../profile.exception.js';
import { ProfilePresenter } from '../../profile.presenter.js';
import type { ProfileResponse } from '../../profile.schemas.js';
import { readImageInfo } from '../../utils/read-image-info.util.js';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/**
 * POST /me/avatar (workspace-and-personal §5): a PNG, JPEG or WebP (judged by its bytes), square
 * as the client crops it, at most 2048 KB (enforced while it streams in). Each picture gets a new
 * key, so a cached old one is never served for the new.
 */
@Injectable()
export class UploadAvatarUseCase {
  private readonly logger = new Logger('UploadAvatar');

  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ProfilePresenter,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(caller: Caller, file: UploadedPart | undefined): Promise<ProfileResponse> {
    await findCurrentUser(this.dataSource.manager, caller.userId);
    if (!file || file.size === 0) throw ProfileError.avatarRequired();
    const image = readImageInfo(file.buffer);
    if (!image) throw ProfileError.avatarNotImage();
    if (image.width !== image.height) throw ProfileError.avatarNotSquare();

    const key = blobKeys.avatar(caller.userId, randomUUID(), EXTENSIONS[image.type]);
    await this.blobs.put(key, file.buffer, { size: file.buffer.length, contentType: image.type });
    let previous: string | null = null;
    let user: UserEntity;
    try {
      user = await this.dataSource.transaction(async (manager) => {
        const user = await findCurrentUser(manager, caller.userId, true);
        previous = user.avatarKey;
        user.avatarKey = key;
        return manager.getRepository(UserEntity).save(user);
      });
    } catch (error) {
      await this.forget(key);
      throw error;
    }
    if (previous) await this.forget(previous);
    return this.presenter.present(user, caller.organizationId);
  }

  /** Removing an unused picture is housekeeping: a failure is logged, never the caller's problem. */
  private async forget(key: string): Promise<void> {
    await removeBlobs(this.blobs, [key], this.logger);
  }
}
