import { SqlMigration } from '@rubrica/database';

/**
 * The archive of sealed copies (each sealed document and signature page), kept for long-term
 * proof: where each copy is now, its version, and until when its last timestamp can be proven.
 * Answered sealing requests are registered in the order they were answered (sandbox copies too,
 * so the order moves on past them, though they are never re-stamped: they are deleted in a week).
 */
export class SealedCopies1765000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE sealed_copies (
        id text PRIMARY KEY,
        request_id text NOT NULL,
        envelope_id text NOT NULL,
        organization_id text NOT NULL,
        is_sandbox boolean NOT NULL,
        document_id text NOT NULL,
        sealed_at timestamptz NOT NULL,
        version integer NOT NULL DEFAULT 0,
        blob_key text NOT NULL,
        sha256 text NOT NULL,
        sha1 text NOT NULL,
        size_bytes bigint NOT NULL,
        inspected_at timestamptz,
        last_timestamp_valid_until timestamptz,
        retimestamped_at timestamptz
      )`,
    'CREATE INDEX sealed_copies_sealed_at_idx ON sealed_copies (sealed_at, request_id)',
    'CREATE INDEX sealed_copies_uninspected_idx ON sealed_copies (sealed_at) WHERE inspected_at IS NULL AND NOT is_sandbox',
    `CREATE INDEX sealed_copies_due_idx ON sealed_copies (last_timestamp_valid_until)
       WHERE last_timestamp_valid_until IS NOT NULL AND NOT is_sandbox`,
    `CREATE INDEX signing_requests_sealed_idx ON signing_requests (answered_at, id)
       WHERE kind = 'sealing' AND status = 'applied'`,
  ];

  protected readonly downSql = ['DROP INDEX signing_requests_sealed_idx', 'DROP TABLE sealed_copies'];
}
