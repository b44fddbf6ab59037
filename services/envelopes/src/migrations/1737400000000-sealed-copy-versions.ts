import { SqlMigration } from '@rubrica/database';

/**
 * Sealed copies change after completion: the signing service re-timestamps them for long-term
 * proof, each time as a new file with new hashes. `sealed_documents` and `envelope_seals` keep
 * the copy served now and its version; `sealed_copy_versions` keeps every earlier one, since a
 * file downloaded before a re-timestamp must still verify as ours. Both columns are added with a
 * constant default: no table rewrite.
 */
export class SealedCopyVersions1737400000000 extends SqlMigration {
  protected readonly upSql = [
    'ALTER TABLE sealed_documents ADD COLUMN version integer NOT NULL DEFAULT 0',
    'ALTER TABLE envelope_seals ADD COLUMN signature_page_version integer NOT NULL DEFAULT 0',
    `
      CREATE TABLE sealed_copy_versions (
        blob_key text PRIMARY KEY,
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        document_id uuid REFERENCES documents(id) ON DELETE CASCADE,
        version integer NOT NULL,
        sha256 text NOT NULL,
        sha1 text NOT NULL,
        size bigint NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`,
    // The verifier looks a file up by its SHA-1 alone, among current and earlier copies.
    'CREATE INDEX sealed_copy_versions_sha1_idx ON sealed_copy_versions (sha1)',
    'CREATE INDEX sealed_copy_versions_envelope_idx ON sealed_copy_versions (envelope_id)',
  ];

  protected readonly downSql = [
    'DROP TABLE sealed_copy_versions',
    'ALTER TABLE envelope_seals DROP COLUMN signature_page_version',
    'ALTER TABLE sealed_documents DROP COLUMN version',
  ];
}
