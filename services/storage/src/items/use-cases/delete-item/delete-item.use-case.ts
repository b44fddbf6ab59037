import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { Injectable, Logger } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { findItemFor } from '../../item-access.js';
import { deleteItemTree } from '../../item-lookup.js';
import type { ItemsScope } from '../../items.schemas.js';
import { lockOrganizationStorage } from '../../storage-usage.js';

@Injectable()
export class DeleteItemUseCase {
  private readonly logger = new Logger(DeleteItemUseCase.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  /**
   * DELETE /items/{id}: a file, or a folder with everything in it. The rows go first (their
   * parent key cascades); the blobs are removed once that has committed, so a failed removal
   * leaves an orphan blob, never an item without its bytes.
   */
  async execute(scope: ItemsScope, id: string): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      await lockOrganizationStorage(manager, scope.organizationId);
      const item = await findItemFor(manager, scope, id, 'edit', { lock: true });
      return deleteItemTree(manager, item.id);
    });
    await removeBlobs(this.blobs, keys, this.logger);
  }
}
