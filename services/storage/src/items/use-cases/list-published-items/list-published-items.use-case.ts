import { Injectable } from '@nestjs/common';
import { paginated, type Paginated } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { ItemPresenter } from '../../item-links.js';
import { DEFAULT_PAGE_SIZE, type ItemResponse, type ItemsScope } from '../../items.schemas.js';
import { StorageItemEntity } from '../../storage-item.entity.js';

@Injectable()
export class ListPublishedItemsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /** GET /published-items: the organization's published folders, newest first. */
  async execute(scope: ItemsScope, page: number): Promise<Paginated<ItemResponse>> {
    const [rows, total] = await this.dataSource.getRepository(StorageItemEntity).findAndCount({
      where: { organizationId: scope.organizationId, isPublished: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * DEFAULT_PAGE_SIZE,
      take: DEFAULT_PAGE_SIZE,
    });
    return paginated(await this.presenter.presentAll(rows), { page, perPage: DEFAULT_PAGE_SIZE, total });
  }
}
