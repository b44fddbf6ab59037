import { SqlMigration } from '@rubrica/database';

/**
 * Office documents are converted to PDF by the storage service before they count as envelope
 * documents (ARCHITECTURE.md): until the answer arrives a document is `converting` (its pages and
 * hash unknown), and stays `failed` if the conversion could not be done.
 */
export class DocumentConversion1730000000001 extends SqlMigration {
  protected readonly upSql = [
    `
      ALTER TABLE documents
        ADD COLUMN conversion_status text CHECK (conversion_status IN ('converting', 'failed')),
        ADD COLUMN conversion_request_id uuid,
        ADD COLUMN source_blob_key text,
        ADD COLUMN conversion_error text`,
    'ALTER TABLE documents DROP CONSTRAINT documents_pages_check',
    'ALTER TABLE documents ADD CONSTRAINT documents_pages_check CHECK (pages > 0 OR conversion_status IS NOT NULL)',
  ];

  protected readonly downSql = [
    'DELETE FROM documents WHERE conversion_status IS NOT NULL',
    'ALTER TABLE documents DROP CONSTRAINT documents_pages_check',
    'ALTER TABLE documents ADD CONSTRAINT documents_pages_check CHECK (pages > 0)',
    `
      ALTER TABLE documents
        DROP COLUMN conversion_status,
        DROP COLUMN conversion_request_id,
        DROP COLUMN source_blob_key,
        DROP COLUMN conversion_error`,
  ];
}
