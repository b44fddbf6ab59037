import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Binds each folder's public address to the publication it was handed out under (the published
 * folder itself, or the published folder whose listing showed it), so that unpublishing closes
 * every address of that publication for good and a folder moved under another publication never
 * answers to an address handed out for the first one.
 */
export class StoragePublishRoots1736000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE storage_items
        ADD COLUMN publish_root_id uuid REFERENCES storage_items (id) ON DELETE SET NULL`);
    await runner.query(`UPDATE storage_items SET publish_root_id = id WHERE is_published`);
    // Addresses handed out before this column belong to no known publication: they close.
    await runner.query(`UPDATE storage_items SET publish_token = NULL WHERE NOT is_published`);
    await runner.query(`CREATE INDEX storage_items_publish_root_idx ON storage_items (publish_root_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE storage_items DROP COLUMN publish_root_id');
  }
}
