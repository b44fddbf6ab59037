import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { findParentFolderFor } from '../../item-access.js';
import { ItemPresenter } from '../../item-links.js';
import { ItemsError } from '../../items.exception.js';
import type { CreateFolderInput, ItemResponse, ItemsScope } from '../../items.schemas.js';
import { DIRECTORY_MIMETYPE, StorageItemEntity } from '../../storage-item.entity.js';

/** Spec §5 and §9: folders go at most to depth 4 (the root is depth 0), five levels in all. */
export const MAX_FOLDER_DEPTH = 5;

@Injectable()
export class CreateFolderUseCase {
  constructor(private readonly presenter: ItemPresenter) {}

  /** POST /items {name, parent?}: a folder at the root or inside one of the organization's folders. */
  execute(scope: ItemsScope, input: CreateFolderInput): Promise<ItemResponse> {
    return this.presenter.presentWritten(scope, async (manager) => {
      const parent = await findParentFolderFor(manager, scope, input.parent);
      const depth = parent ? parent.depth + 1 : 0;
      if (depth >= MAX_FOLDER_DEPTH) throw ItemsError.tooDeep();
      const id = randomUUID();
      await manager.getRepository(StorageItemEntity).insert({
        id,
        organizationId: scope.organizationId,
        parentId: parent?.id ?? null,
        name: input.name,
        depth,
        isDirectory: true,
        isSigned: false,
        size: 0,
        mimetype: DIRECTORY_MIMETYPE,
        blobKey: null,
        sha256: null,
        createdBy: scope.userId,
      });
      return id;
    });
  }
}
