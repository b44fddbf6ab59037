import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findItem } from '../../item-lookup.js';
import type { ItemsScope } from '../../items.schemas.js';
import { StorageItemEntity } from '../../storage-item.entity.js';

@Injectable()
export class UnpublishItemUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * DELETE /items/{id}/publish: the folder's link, and those of the folders inside it, stop
   * working at once (unless a folder above is published too). A later publish gives a new link.
   */
  async execute(scope: ItemsScope, id: string): Promise<void> {
    const item = await findItem(this.dataSource.manager, scope.organizationId, id);
    await this.dataSource
      .getRepository(StorageItemEntity)
      .update({ id: item.id }, { isPublished: false, publishToken: null });
  }
}
