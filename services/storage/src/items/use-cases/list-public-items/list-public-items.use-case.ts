import { Injectable } from '@nestjs/common';
import { paginated, type Paginated } from '@rubrica/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { isBelow } from '../../item-lookup.js';
import { ItemPresenter } from '../../item-links.js';
import { ItemsError } from '../../items.exception.js';
import { DEFAULT_PAGE_SIZE, type ItemResponse } from '../../items.schemas.js';
import { newPublishToken } from '../../publish-token.util.js';
import { StorageItemEntity } from '../../storage-item.entity.js';

export type PublicFolderPage = Paginated<ItemResponse> & { folder: ItemResponse };

/** A folder opened by its public address, with the published folder the address belongs to. */
interface PublicFolder {
  folder: StorageItemEntity;
  root: StorageItemEntity;
}

@Injectable()
export class ListPublicItemsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /**
   * GET /p/items/{token} (public, no account): a published folder's items, folders first (spec
   * "Public shared folder"). Each folder listed gets an address of its own, bound to the same
   * publication: it opens only while that folder is still inside the published one. The answer
   * names nothing outside the published folder: its own parent reads as null, depths count from it.
   */
  async execute(token: string, page: number): Promise<PublicFolderPage> {
    return this.dataSource.transaction(async (manager) => {
      const { folder, root } = await findPublicFolder(manager, token);
      const items = manager.getRepository(StorageItemEntity);
      const folders = await items.findBy({ parentId: folder.id, isDirectory: true });
      for (const child of folders) {
        // A folder published on its own keeps its address; any other gets one of this publication.
        if (child.isPublished || (child.publishToken && child.publishRootId === root.id)) continue;
        await items.update({ id: child.id }, { publishToken: newPublishToken(), publishRootId: root.id });
      }
      const [rows, total] = await items.findAndCount({
        where: { parentId: folder.id },
        order: { isDirectory: 'DESC', createdAt: 'DESC', id: 'ASC' },
        skip: (page - 1) * DEFAULT_PAGE_SIZE,
        take: DEFAULT_PAGE_SIZE,
      });
      const shown = async (item: StorageItemEntity): Promise<ItemResponse> => ({
        ...(await this.presenter.present(item)),
        parent: item.id === root.id ? null : item.parentId,
        depth: item.depth - root.depth,
        publish_token: item.isDirectory ? item.publishToken : null,
      });
      return {
        ...paginated(await Promise.all(rows.map(shown)), { page, perPage: DEFAULT_PAGE_SIZE, total }),
        folder: await shown(folder),
      };
    });
  }
}

/**
 * The folder with this address, while the publication it belongs to stands: that published
 * folder is still published and the folder is still inside it (or is it). 404 otherwise, and for
 * an address that never was.
 */
async function findPublicFolder(manager: EntityManager, token: string): Promise<PublicFolder> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) throw ItemsError.publicFolderNotFound();
  const items = manager.getRepository(StorageItemEntity);
  const folder = await items.findOneBy({ publishToken: token, isDirectory: true });
  if (!folder?.publishRootId) throw ItemsError.publicFolderNotFound();
  const root =
    folder.publishRootId === folder.id ? folder : await items.findOneBy({ id: folder.publishRootId });
  if (!root?.isPublished || root.organizationId !== folder.organizationId)
    throw ItemsError.publicFolderNotFound();
  if (root !== folder && !(await isBelow(manager, folder.id, root.id)))
    throw ItemsError.publicFolderNotFound();
  return { folder, root };
}
