import { Injectable } from '@nestjs/common';
import { paginated, type Paginated } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { reachableItemsSql } from '../../item-access.js';
import { ItemPresenter } from '../../item-links.js';
import { DEFAULT_PAGE_SIZE, type ItemResponse, type ItemsScope } from '../../items.schemas.js';
import { StorageItemEntity } from '../../storage-item.entity.js';

@Injectable()
export class ListPublishedItemsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /** GET /published-items: the organization's published folders the caller may see, newest first. */
  async execute(scope: ItemsScope, page: number): Promise<Paginated<ItemResponse>> {
    const builder = this.dataSource
      .getRepository(StorageItemEntity)
      .createQueryBuilder('item')
      .where('item.organization_id = :organizationId AND item.is_published', {
        organizationId: scope.organizationId,
      });
    if (!scope.isOwner)
      builder.andWhere(`item.id IN (${reachableItemsSql(':userId', ':organizationId')})`, {
        userId: scope.userId,
      });
    const [rows, total] = await builder
      .orderBy('item.created_at', 'DESC')
      .addOrderBy('item.id', 'ASC')
      .skip((page - 1) * DEFAULT_PAGE_SIZE)
      .take(DEFAULT_PAGE_SIZE)
      .getManyAndCount();
    return paginated(await this.presenter.presentAll(rows, scope), {
      page,
      perPage: DEFAULT_PAGE_SIZE,
      total,
    });
  }
}
