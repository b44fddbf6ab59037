import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findItem } from '../../item-lookup.js';
import { ItemPresenter } from '../../item-links.js';
import type { ItemResponse, ItemsScope } from '../../items.schemas.js';

@Injectable()
export class GetItemUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /** GET /items/{id}: the organization's item, or 404. */
  async execute(scope: ItemsScope, id: string): Promise<ItemResponse> {
    return this.presenter.present(await findItem(this.dataSource.manager, scope.organizationId, id));
  }
}
