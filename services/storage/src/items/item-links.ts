import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource, type EntityManager } from 'typeorm';
import type { StorageConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';
import { InjectBlobStore } from '../blob-store/blob-store.provider.js';
import { accessToEach } from './item-access.js';
import { toItemResponse, type ItemResponse, type ItemsScope } from './items.schemas.js';
import { StorageItemEntity } from './storage-item.entity.js';

/**
 * Presents items with their links and, for a caller of the organization, what they may do with
 * each (`access`; a visitor of a public folder reads). A file opens "in a new window" (spec §2),
 * where the SPA cannot send its headers: `display` and `preview` are signed, expiring links to the
 * blob itself.
 */
@Injectable()
export class ItemPresenter {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectStorageConfig() private readonly config: StorageConfig,
  ) {}

  /**
   * Runs `write` in one transaction and presents the item whose id it answers, read back inside
   * that transaction as the write left it (its defaults filled in).
   */
  async presentWritten(
    scope: ItemsScope,
    write: (manager: EntityManager) => Promise<string>,
  ): Promise<ItemResponse> {
    const item = await this.dataSource.transaction(async (manager) =>
      manager.getRepository(StorageItemEntity).findOneByOrFail({ id: await write(manager) }),
    );
    return this.present(item, scope);
  }

  async present(item: StorageItemEntity, scope?: ItemsScope): Promise<ItemResponse> {
    const [presented] = await this.presentAll([item], scope);
    return presented!;
  }

  async presentAll(items: StorageItemEntity[], scope?: ItemsScope): Promise<ItemResponse[]> {
    const access = scope
      ? await accessToEach(
          this.dataSource.manager,
          scope,
          items.map((item) => item.id),
        )
      : new Map<string, ItemResponse['access']>();
    return Promise.all(
      items.map(async (item) => {
        const level = access.get(item.id);
        const shown = level === undefined || level === 'none' ? 'read' : level;
        if (item.isDirectory || !item.blobKey) return toItemResponse(item, undefined, shown);
        const link = await this.blobs.presignedGetUrl(item.blobKey, {
          expiresInSeconds: this.config.ITEM_LINK_TTL_SECONDS,
        });
        return toItemResponse(item, { display: link, preview: link }, shown);
      }),
    );
  }
}
