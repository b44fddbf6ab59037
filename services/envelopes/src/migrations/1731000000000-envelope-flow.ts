import { SqlMigration } from '@rubrica/database';

/**
 * What the envelope needs after drafting: recipients' action tokens (hashes only), the signing
 * requests sent to the signing service, the sealed results, and the delayed jobs it scheduled.
 */
export class EnvelopeFlow1731000000000 extends SqlMigration {
  protected readonly upSql = [
    // Several hashes per recipient: every notification carries a fresh link, and the links of
    // earlier e-mails keep working until the envelope ends (ARCHITECTURE.md: links are capabilities).
    `
      CREATE TABLE recipient_tokens (
        id uuid PRIMARY KEY,
        recipient_id uuid NOT NULL REFERENCES recipients(id) ON DELETE CASCADE,
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        purpose text NOT NULL CHECK (purpose IN ('action', 'download')),
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Set once the e-mail carrying the token is enqueued (or at once when nothing is mailed):
        -- the reconciler re-invites a recipient whose link never left (crash after commit).
        delivered_at timestamptz,
        revoked_at timestamptz
      )`,
    'CREATE INDEX recipient_tokens_recipient_idx ON recipient_tokens (recipient_id)',
    'CREATE INDEX recipient_tokens_envelope_idx ON recipient_tokens (envelope_id) WHERE revoked_at IS NULL',
    'CREATE INDEX recipient_tokens_undelivered_idx ON recipient_tokens (created_at) WHERE delivered_at IS NULL AND revoked_at IS NULL',

    `
      CREATE TABLE signing_requests (
        id uuid PRIMARY KEY,
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        recipient_id uuid REFERENCES recipients(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('recipient', 'seal')),
        status text NOT NULL CHECK (status IN ('pending', 'applied', 'failed', 'superseded')),
        payload jsonb NOT NULL,
        attempts integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_published_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`,
    `CREATE INDEX signing_requests_pending_idx ON signing_requests (last_published_at) WHERE status = 'pending'`,
    'CREATE INDEX signing_requests_envelope_idx ON signing_requests (envelope_id)',

    // The working revision's hash and size (documents.sha256 stays the original's, section 3).
    `
      CREATE TABLE document_revisions (
        document_id uuid PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
        blob_key text NOT NULL,
        sha256 text NOT NULL,
        size bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,

    `
      CREATE TABLE sealed_documents (
        document_id uuid PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        blob_key text NOT NULL,
        sha256 text NOT NULL,
        sha1 text NOT NULL,
        size bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    // The verifier looks a file up by its SHA-1 alone.
    'CREATE INDEX sealed_documents_sha1_idx ON sealed_documents (sha1)',
    'CREATE INDEX sealed_documents_envelope_idx ON sealed_documents (envelope_id)',

    `
      CREATE TABLE envelope_seals (
        envelope_id uuid PRIMARY KEY REFERENCES envelopes(id) ON DELETE CASCADE,
        signature_page_blob_key text NOT NULL,
        signature_page_sha256 text NOT NULL,
        sealed_at timestamptz NOT NULL DEFAULT now()
      )`,

    // The durable list of delayed jobs (expiration, reminders): Redis is the timer, this is the
    // truth, so the jobs can be removed when the envelope ends and re-created if Redis lost them.
    `
      CREATE TABLE envelope_schedules (
        job_id text PRIMARY KEY,
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        recipient_id uuid REFERENCES recipients(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('expire', 'remind')),
        run_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX envelope_schedules_envelope_idx ON envelope_schedules (envelope_id)',
    'CREATE INDEX envelope_schedules_run_at_idx ON envelope_schedules (run_at)',
  ];

  protected readonly downSql = [
    'envelope_schedules',
    'envelope_seals',
    'sealed_documents',
    'document_revisions',
    'signing_requests',
    'recipient_tokens',
  ].map((table) => `DROP TABLE ${table}`);
}
