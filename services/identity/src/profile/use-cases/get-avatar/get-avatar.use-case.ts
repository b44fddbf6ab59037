import { Injectable, StreamableFile } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BlobStore } from '@rubrica/blob';
import { InjectBlobStore } from '../../../organizations/blob-store.provider.js';
import type { Caller } from '../../../principal/index.js';
import { findCurrentUser } from '../../current-user.js';
import { readStoredImage } from '../../../organizations/stored-image.js';
import { ProfileError } from '../../profile.exception.js';

/** GET /me/avatar: the stored picture, streamed from the blob store. */
@Injectable()
export class GetAvatarUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(caller: Caller): Promise<StreamableFile> {
    const user = await findCurrentUser(this.dataSource.manager, caller.userId);
    const image = await readStoredImage(this.blobs, user.avatarKey, ProfileError.avatarNotFound);
    return new StreamableFile(image.stream, {
      type: image.contentType,
      length: image.size,
      // The URL carries the picture's version, so a browser may keep it; it is private to the user.
      disposition: 'inline',
    });
  }
}
