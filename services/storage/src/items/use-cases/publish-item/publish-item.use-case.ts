import { Injectable } from '@nestjs/common';
import { findItemFor } from '../../item-access.js';
import { ItemPresenter } from '../../item-links.js';
import { ItemsError } from '../../items.exception.js';
import type { ItemResponse, ItemsScope } from '../../items.schemas.js';
import { newPublishToken } from '../../publish-token.util.js';
import { StorageItemEntity } from '../../storage-item.entity.js';

@Injectable()
export class PublishItemUseCase {
  constructor(private readonly presenter: ItemPresenter) {}

  /**
   * POST /items/{id}/publish: anyone with the folder's link may list it and what is inside (spec
   * §1 and "Public shared folder"). Publishing again keeps the same link.
   */
  execute(scope: ItemsScope, id: string): Promise<ItemResponse> {
    return this.presenter.presentWritten(scope, async (manager) => {
      const item = await findItemFor(manager, scope, id, 'manage', { lock: true });
      if (!item.isDirectory) throw ItemsError.onlyFoldersPublished();
      // A folder shown in a published folder's listing keeps the address visitors already have.
      await manager
        .getRepository(StorageItemEntity)
        .update(
          { id: item.id },
          { isPublished: true, publishToken: item.publishToken ?? newPublishToken(), publishRootId: item.id },
        );
      return item.id;
    });
  }
}
