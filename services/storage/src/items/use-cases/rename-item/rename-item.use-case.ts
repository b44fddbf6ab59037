import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findItemFor } from '../../item-access.js';
import { ItemPresenter } from '../../item-links.js';
import type { ItemResponse, ItemsScope } from '../../items.schemas.js';
import { StorageItemEntity } from '../../storage-item.entity.js';

@Injectable()
export class RenameItemUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /** PATCH /items/{id} {name}: a file or a folder. */
  async execute(scope: ItemsScope, id: string, name: string): Promise<ItemResponse> {
    const item = await findItemFor(this.dataSource.manager, scope, id, 'edit');
    await this.dataSource.getRepository(StorageItemEntity).update({ id: item.id }, { name });
    return this.presenter.present({ ...item, name }, scope);
  }
}
