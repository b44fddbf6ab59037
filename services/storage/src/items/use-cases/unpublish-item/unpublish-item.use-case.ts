import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findItemFor } from '../../item-access.js';
import type { ItemsScope } from '../../items.schemas.js';
import { StorageItemEntity } from '../../storage-item.entity.js';

@Injectable()
export class UnpublishItemUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * DELETE /items/{id}/publish: the folder's link, and every link handed out under it (the
   * folders inside, wherever they were moved since), stop working for good; a later publish
   * gives new ones. A folder above that is published too shows it again under its own links.
   */
  async execute(scope: ItemsScope, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const item = await findItemFor(manager, scope, id, 'manage', { lock: true });
      const items = manager.getRepository(StorageItemEntity);
      await items.update({ id: item.id }, { isPublished: false });
      await items.update({ publishRootId: item.id }, { publishToken: null, publishRootId: null });
    });
  }
}
