import { SqlMigration } from '@rubrica/database';

/**
 * Binds each folder's public address to the publication it was handed out under (the published
 * folder itself, or the published folder whose listing showed it), so that unpublishing closes
 * every address of that publication for good and a folder moved under another publication never
 * answers to an address handed out for the first one.
 */
export class StoragePublishRoots1736000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      ALTER TABLE storage_items
        ADD COLUMN publish_root_id uuid REFERENCES storage_items (id) ON DELETE SET NULL`,
    `UPDATE storage_items SET publish_root_id = id WHERE is_published`,
    // Addresses handed out before this column belong to no known publication: they close.
    `UPDATE storage_items SET publish_token = NULL WHERE NOT is_published`,
    `CREATE INDEX storage_items_publish_root_idx ON storage_items (publish_root_id)`,
  ];

  protected readonly downSql = ['ALTER TABLE storage_items DROP COLUMN publish_root_id'];
}
