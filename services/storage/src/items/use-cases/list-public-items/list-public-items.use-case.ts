import { Injectable } from '@nestjs/common';
import { paginated, type Paginated } from '@rubrica/service-kit';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { isPublishedFromAbove } from '../../item-lookup.js';
import { ItemPresenter } from '../../item-links.js';
import { ItemsError } from '../../items.exception.js';
import { DEFAULT_PAGE_SIZE, type ItemResponse } from '../../items.schemas.js';
import { newPublishToken } from '../../publish-token.util.js';
import { StorageItemEntity } from '../../storage-item.entity.js';

export type PublicFolderPage = Paginated<ItemResponse> & { folder: ItemResponse };

@Injectable()
export class ListPublicItemsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /**
   * GET /p/items/{token} (public, no account): a published folder's items, folders first. Each
   * folder listed gets a link of its own, which opens while this folder stays published.
   */
  async execute(token: string, page: number): Promise<PublicFolderPage> {
    return this.dataSource.transaction(async (manager) => {
      const folder = await findPublicFolder(manager, token);
      const items = manager.getRepository(StorageItemEntity);
      const unlinked = await items.findBy({ parentId: folder.id, isDirectory: true, publishToken: IsNull() });
      for (const child of unlinked) await items.update({ id: child.id }, { publishToken: newPublishToken() });
      const [rows, total] = await items.findAndCount({
        where: { parentId: folder.id },
        order: { isDirectory: 'DESC', createdAt: 'DESC', id: 'ASC' },
        skip: (page - 1) * DEFAULT_PAGE_SIZE,
        take: DEFAULT_PAGE_SIZE,
      });
      return {
        ...paginated(await this.presenter.presentAll(rows), { page, perPage: DEFAULT_PAGE_SIZE, total }),
        folder: await this.presenter.present(folder),
      };
    });
  }
}

/** The folder with this token, while it or a folder above it is published; 404 otherwise. */
async function findPublicFolder(manager: EntityManager, token: string): Promise<StorageItemEntity> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) throw ItemsError.publicFolderNotFound();
  const folder = await manager
    .getRepository(StorageItemEntity)
    .findOneBy({ publishToken: token, isDirectory: true });
  if (!folder) throw ItemsError.publicFolderNotFound();
  if (!(await isPublishedFromAbove(manager, folder.id))) throw ItemsError.publicFolderNotFound();
  return folder;
}
