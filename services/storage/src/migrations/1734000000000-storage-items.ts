import { SqlMigration } from '@rubrica/database';

/** The organizations' files and folders (spec, workspace §2 "Storage screen" and "Public shared folder"). */
export class StorageItems1734000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE storage_items (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        parent_id uuid REFERENCES storage_items (id) ON DELETE CASCADE,
        name text NOT NULL,
        depth integer NOT NULL CHECK (depth >= 0),
        is_directory boolean NOT NULL,
        is_signed boolean NOT NULL DEFAULT false,
        size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
        mimetype text NOT NULL,
        blob_key text,
        sha256 text,
        -- Opens the folder's public listing; reachable only while it or a folder above is published.
        publish_token text UNIQUE,
        is_published boolean NOT NULL DEFAULT false,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (is_directory OR blob_key IS NOT NULL)
      )`,
    // A folder's listing, newest first (the storage page's order).
    `CREATE INDEX storage_items_listing_idx ON storage_items (organization_id, parent_id, created_at DESC)`,
  ];

  protected readonly downSql = ['DROP TABLE storage_items'];
}
