import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import type { StorageConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';
import { InjectBlobStore } from '../blob-store/blob-store.provider.js';
import { toItemResponse, type ItemResponse } from './items.schemas.js';
import type { StorageItemEntity } from './storage-item.entity.js';

/**
 * Presents items with their links. A file opens "in a new window" (spec §2), where the SPA
 * cannot send its headers: `display` and `preview` are signed, expiring links to the blob itself.
 */
@Injectable()
export class ItemPresenter {
  constructor(
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectStorageConfig() private readonly config: StorageConfig,
  ) {}

  async present(item: StorageItemEntity): Promise<ItemResponse> {
    if (item.isDirectory || !item.blobKey) return toItemResponse(item);
    const link = await this.blobs.presignedGetUrl(item.blobKey, {
      expiresInSeconds: this.config.ITEM_LINK_TTL_SECONDS,
    });
    return toItemResponse(item, { display: link, preview: link });
  }

  presentAll(items: StorageItemEntity[]): Promise<ItemResponse[]> {
    return Promise.all(items.map((item) => this.present(item)));
  }
}
