import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each document remembers the active content its upload removed (scripts, launch and form-posting
 * actions, embedded files, rich media, owner-password restrictions), so the sender sees it on
 * every later reading too. Documents uploaded before had none removed.
 */
export class DocumentRemovedContent1736600000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE documents ADD COLUMN removed_content jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE documents DROP COLUMN removed_content');
  }
}
