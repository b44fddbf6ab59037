import { SqlMigration } from '@rubrica/database';

/**
 * Qualified signatures and one revision at a time per envelope.
 *
 * A recipient's revision request waits (`queued`) while another recipient's request of the same
 * envelope is pending: each revision is appended to the previous one's output, so parallel
 * signers never overwrite each other.
 *
 * `qualified_transactions` keeps what the signing service prepared for a local-plugin signature
 * (the spec's `tcn`) and the revisions it was prepared on, so the later act can tell whether the
 * documents moved since, and reset-processing can release a transaction never submitted.
 */
export class QualifiedSignatures1734000000000 extends SqlMigration {
  protected readonly upSql = [
    'ALTER TABLE signing_requests DROP CONSTRAINT signing_requests_status_check',
    `
      ALTER TABLE signing_requests ADD CONSTRAINT signing_requests_status_check
        CHECK (status IN ('queued', 'pending', 'applied', 'failed', 'superseded'))`,
    `CREATE INDEX signing_requests_queued_idx ON signing_requests (envelope_id, created_at) WHERE status = 'queued'`,

    `
      CREATE TABLE qualified_transactions (
        id uuid PRIMARY KEY,
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES recipients(id) ON DELETE CASCADE,
        transaction_id text NOT NULL UNIQUE,
        status text NOT NULL CHECK (status IN ('prepared', 'submitted', 'reset', 'stale')),
        -- The working revision of every document the hashes were computed on.
        base_revisions jsonb NOT NULL,
        document_ids jsonb NOT NULL,
        certificate jsonb,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`,
    'CREATE INDEX qualified_transactions_recipient_idx ON qualified_transactions (recipient_id, created_at)',
  ];

  protected readonly downSql = [
    'DROP TABLE qualified_transactions',
    'DROP INDEX signing_requests_queued_idx',
    `UPDATE signing_requests SET status = 'superseded' WHERE status = 'queued'`,
    'ALTER TABLE signing_requests DROP CONSTRAINT signing_requests_status_check',
    `
      ALTER TABLE signing_requests ADD CONSTRAINT signing_requests_status_check
        CHECK (status IN ('pending', 'applied', 'failed', 'superseded'))`,
  ];
}
