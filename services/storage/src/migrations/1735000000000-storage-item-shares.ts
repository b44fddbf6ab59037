import { SqlMigration } from '@rubrica/database';

/** Who an item is shared with inside its organization, and how (`PUT /items/{id}/shares`). */
export class StorageItemShares1735000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE storage_item_shares (
        item_id uuid NOT NULL REFERENCES storage_items (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        permission text NOT NULL CHECK (permission IN ('read', 'edit')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (item_id, user_id)
      )`,
  ];

  protected readonly downSql = ['DROP TABLE storage_item_shares'];
}
