import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { findItem, findParentFolder } from '../../item-lookup.js';
import { ItemPresenter } from '../../item-links.js';
import { ItemsError } from '../../items.exception.js';
import type { ItemResponse, ItemsScope } from '../../items.schemas.js';
import { StorageItemEntity } from '../../storage-item.entity.js';
import { lockOrganizationStorage } from '../../storage-usage.js';
import { MAX_FOLDER_DEPTH } from '../create-folder/create-folder.use-case.js';

@Injectable()
export class MoveItemUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ItemPresenter,
  ) {}

  /**
   * PUT /items/{id}/move {parent|null}. A folder moves with everything in it: never into itself
   * or one of its own folders, and never so that one of its folders ends at depth 5 or more.
   */
  async execute(scope: ItemsScope, id: string, parentId: string | null): Promise<ItemResponse> {
    const moved = await this.dataSource.transaction(async (manager) => {
      // One move at a time per organization: two crossing moves could otherwise make a cycle.
      await lockOrganizationStorage(manager, scope.organizationId);
      const item = await findItem(manager, scope.organizationId, id, { lock: true });
      const parent = await findParentFolder(manager, scope.organizationId, parentId);
      const depth = parent ? parent.depth + 1 : 0;
      if (item.isDirectory) {
        if (parent && (parent.id === item.id || (await isBelow(manager, parent.id, item.id))))
          throw ItemsError.intoItself();
        const deepestFolder = await deepestFolderBelow(manager, item.id, item.depth);
        if (depth + (deepestFolder - item.depth) >= MAX_FOLDER_DEPTH) throw ItemsError.movedTooDeep();
      }
      const shift = depth - item.depth;
      await manager
        .getRepository(StorageItemEntity)
        .update({ id: item.id }, { parentId: parent?.id ?? null, depth });
      if (item.isDirectory && shift !== 0) {
        await manager.query(
          `WITH RECURSIVE below AS (
             SELECT id FROM storage_items WHERE parent_id = $1
             UNION ALL SELECT child.id FROM storage_items child JOIN below ON child.parent_id = below.id
           )
           UPDATE storage_items SET depth = depth + $2 WHERE id IN (SELECT id FROM below)`,
          [item.id, shift],
        );
      }
      return manager.getRepository(StorageItemEntity).findOneByOrFail({ id: item.id });
    });
    return this.presenter.present(moved);
  }
}

/** Whether `candidate` is somewhere inside folder `ancestor`. */
async function isBelow(manager: EntityManager, candidate: string, ancestor: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `WITH RECURSIVE above AS (
       SELECT id, parent_id FROM storage_items WHERE id = $1
       UNION ALL SELECT up.id, up.parent_id FROM storage_items up JOIN above ON up.id = above.parent_id
     )
     SELECT 1 FROM above WHERE id = $2 LIMIT 1`,
    [candidate, ancestor],
  );
  return rows.length > 0;
}

/** The depth of the deepest folder in the folder (the folder's own depth when it has none). */
async function deepestFolderBelow(
  manager: EntityManager,
  folderId: string,
  ownDepth: number,
): Promise<number> {
  const [row] = await manager.query<Array<{ deepest: number | null }>>(
    `WITH RECURSIVE below AS (
       SELECT id, depth, is_directory FROM storage_items WHERE parent_id = $1
       UNION ALL SELECT child.id, child.depth, child.is_directory
         FROM storage_items child JOIN below ON child.parent_id = below.id
     )
     SELECT MAX(depth) AS deepest FROM below WHERE is_directory`,
    [folderId],
  );
  return row?.deepest ?? ownDepth;
}
