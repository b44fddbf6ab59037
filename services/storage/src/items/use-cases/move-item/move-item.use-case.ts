import { Injectable } from '@nestjs/common';
import { findItemFor, findParentFolderFor } from '../../item-access.js';
import { deepestFolderBelow, isBelow, shiftDepthBelow } from '../../item-lookup.js';
import { ItemPresenter } from '../../item-links.js';
import { ItemsError } from '../../items.exception.js';
import type { ItemResponse, ItemsScope } from '../../items.schemas.js';
import { StorageItemEntity } from '../../storage-item.entity.js';
import { lockOrganizationStorage } from '../../storage-usage.js';
import { MAX_FOLDER_DEPTH } from '../create-folder/create-folder.use-case.js';

@Injectable()
export class MoveItemUseCase {
  constructor(private readonly presenter: ItemPresenter) {}

  /**
   * PUT /items/{id}/move {parent|null}. A folder moves with everything in it: never into itself
   * or one of its own folders, and never so that one of its folders ends at depth 5 or more.
   */
  execute(scope: ItemsScope, id: string, parentId: string | null): Promise<ItemResponse> {
    return this.presenter.presentWritten(scope, async (manager) => {
      // One move at a time per organization: two crossing moves could otherwise make a cycle.
      await lockOrganizationStorage(manager, scope.organizationId);
      const item = await findItemFor(manager, scope, id, 'edit', { lock: true });
      const parent = await findParentFolderFor(manager, scope, parentId);
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
        await shiftDepthBelow(manager, item.id, shift);
      }
      return item.id;
    });
  }
}
