import { SqlMigration } from '@rubrica/database';

/**
 * Each document remembers the active content its upload removed (scripts, launch and form-posting
 * actions, embedded files, rich media, owner-password restrictions), so the sender sees it on
 * every later reading too. Documents uploaded before had none removed.
 */
export class DocumentRemovedContent1736600000000 extends SqlMigration {
  protected readonly upSql = [
    `ALTER TABLE documents ADD COLUMN removed_content jsonb NOT NULL DEFAULT '[]'::jsonb`,
  ];

  protected readonly downSql = ['ALTER TABLE documents DROP COLUMN removed_content'];
}
