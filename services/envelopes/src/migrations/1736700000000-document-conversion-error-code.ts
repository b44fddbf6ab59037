import { SqlMigration } from '@rubrica/database';

/**
 * A failed conversion keeps its stable code (`conversion.unavailable`, `conversion.failed` ...)
 * beside the storage service's message, so the web app words the reason in the reader's language.
 * Failures recorded before this column keep only their message.
 */
export class DocumentConversionErrorCode1736700000000 extends SqlMigration {
  protected readonly upSql = ['ALTER TABLE documents ADD COLUMN conversion_error_code text'];

  protected readonly downSql = ['ALTER TABLE documents DROP COLUMN conversion_error_code'];
}
