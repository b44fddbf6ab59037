import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findItemFor } from '../../item-access.js';
import { ItemPresenter } from '../../item-links.js';
import type { ItemResponse, ItemsScope } from '../../items.schemas.js';

@Injectable()
export class GetItemUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /** GET /items/{id}: an item the caller may see, or 404. */
  async execute(scope: ItemsScope, id: string): Promise<ItemResponse> {
    return this.presenter.present(await findItemFor(this.dataSource.manager, scope, id, 'read'), scope);
  }
}
