import { Injectable, Logger } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { findItem } from '../../item-lookup.js';
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
      const item = await findItem(manager, scope.organizationId, id, { lock: true });
      const rows = await manager.query<Array<{ blob_key: string | null }>>(
        `WITH RECURSIVE doomed AS (
           SELECT id, blob_key FROM storage_items WHERE id = $1
           UNION ALL SELECT child.id, child.blob_key
             FROM storage_items child JOIN doomed ON child.parent_id = doomed.id
         )
         SELECT blob_key FROM doomed WHERE blob_key IS NOT NULL`,
        [item.id],
      );
      await manager.query('DELETE FROM storage_items WHERE id = $1', [item.id]);
      return rows.map((row) => row.blob_key!);
    });
    for (const key of keys) {
      await this.blobs.delete(key).catch((error: unknown) => {
        this.logger.warn(`could not remove blob ${key}: ${(error as Error).message}`);
      });
    }
  }
}
