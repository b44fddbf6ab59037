import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A failed conversion keeps its stable code (`conversion.unavailable`, `conversion.failed` ...)
 * beside the storage service's message, so the web app words the reason in the reader's language.
 * Failures recorded before this column keep only their message.
 */
export class DocumentConversionErrorCode1736700000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE documents ADD COLUMN conversion_error_code text');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE documents DROP COLUMN conversion_error_code');
  }
}
