import { Injectable } from '@nestjs/common';
import { paginated, type Paginated } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { accessTo, reachableItemsSql } from '../../item-access.js';
import { findParentFolder } from '../../item-lookup.js';
import { ItemPresenter } from '../../item-links.js';
import { ItemsError } from '../../items.exception.js';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  sortKeys,
  type ItemResponse,
  type ItemsScope,
  type ListItemsQuery,
  type SortField,
} from '../../items.schemas.js';
import { DIRECTORY_MIMETYPE, StorageItemEntity } from '../../storage-item.entity.js';

const SORT_COLUMNS: Record<SortField, string> = {
  name: 'lower(item.name)',
  created_at: 'item.created_at',
  size: 'item.size',
  is_directory: 'item.is_directory',
};

/** `%`, `_` and `\` match themselves in ILIKE. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (match) => `\\${match}`);

@Injectable()
export class ListItemsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /**
   * GET /items: one folder's items (the root without `parent`). With `q`, the items whose name
   * contains it: in that folder with `parent`, in the whole storage without (the search box at
   * the root). A `parent` that is no folder of the organization is a 404.
   *
   * The owner sees the whole storage. A member sees what they created and what is shared with
   * them (see `item-access.ts`): at their root, every such item whose folder they cannot see,
   * so an item shared from deep in someone's folders is found at the root; inside a folder they
   * may see, all of it.
   */
  async execute(scope: ItemsScope, query: ListItemsQuery): Promise<Paginated<ItemResponse>> {
    if (query.parent !== null) {
      // Listing a folder that is not there is "folder not found" (spec §8), not a form error.
      await findParentFolder(this.dataSource.manager, scope.organizationId, query.parent).catch(() => {
        throw ItemsError.notFound();
      });
      if ((await accessTo(this.dataSource.manager, scope, query.parent)) === 'none')
        throw ItemsError.notFound();
    }
    const perPage = query.limit ?? query.perPage ?? DEFAULT_PAGE_SIZE;
    const builder = this.dataSource
      .getRepository(StorageItemEntity)
      .createQueryBuilder('item')
      .where('item.organization_id = :organizationId', { organizationId: scope.organizationId });
    const reachable = reachableItemsSql(':userId', ':organizationId');
    const sharedOnly = !scope.isOwner && query.parent === null;
    if (sharedOnly) builder.andWhere(`item.id IN (${reachable})`, { userId: scope.userId });
    if (query.q) {
      // Searching looks through every folder, as the search box of the storage screen expects.
      builder.andWhere(`item.name ILIKE :pattern ESCAPE '\\'`, { pattern: `%${escapeLike(query.q)}%` });
      if (query.parent !== null) builder.andWhere('item.parent_id = :parent', { parent: query.parent });
    } else if (query.parent !== null) builder.andWhere('item.parent_id = :parent', { parent: query.parent });
    else if (sharedOnly) builder.andWhere(`(item.parent_id IS NULL OR item.parent_id NOT IN (${reachable}))`);
    else builder.andWhere('item.parent_id IS NULL');

    const { mimetype, is_signed: isSigned } = query.filter;
    if (mimetype === DIRECTORY_MIMETYPE) builder.andWhere('item.is_directory = true');
    else if (mimetype !== undefined)
      builder.andWhere('item.is_directory = false AND item.mimetype = :mimetype', { mimetype });
    // The picker asks for unsigned files and still needs the folders to walk through.
    if (isSigned !== undefined)
      builder.andWhere('(item.is_directory = true OR item.is_signed = :isSigned)', { isSigned });

    (sortKeys(query.sort) ?? DEFAULT_SORT).forEach((key, index) => {
      const order = key.descending ? 'DESC' : 'ASC';
      if (index === 0) builder.orderBy(SORT_COLUMNS[key.field], order);
      else builder.addOrderBy(SORT_COLUMNS[key.field], order);
    });
    builder.addOrderBy('item.id', 'ASC');

    const [rows, total] = await builder
      .skip((query.page - 1) * perPage)
      .take(perPage)
      .getManyAndCount();
    return paginated(await this.presenter.presentAll(rows, scope), {
      page: query.page,
      perPage,
      total,
      query: {
        parent: query.parent ?? undefined,
        q: query.q,
        perPage: query.limit === undefined ? String(perPage) : undefined,
        limit: query.limit === undefined ? undefined : String(query.limit),
        sort: query.sort,
        'filter[mimetype]': mimetype,
        'filter[is_signed]': isSigned === undefined ? undefined : String(isSigned),
      },
    });
  }
}
