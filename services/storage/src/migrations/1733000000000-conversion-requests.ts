import { SqlMigration } from '@rubrica/database';

/** The envelopes service's conversion requests and their answers. */
export class ConversionRequests1733000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE conversion_requests (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        envelope_id text NOT NULL,
        organization_id text NOT NULL,
        is_sandbox boolean NOT NULL,
        document_id text NOT NULL,
        source_blob_key text NOT NULL,
        source_name text NOT NULL,
        target_blob_key text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        failure_code text,
        answer jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz
      )`,
    // The reconciler looks for requests still pending past their deadline.
    `CREATE INDEX conversion_requests_pending_idx ON conversion_requests (created_at) WHERE status = 'pending'`,
  ];

  protected readonly downSql = ['DROP TABLE conversion_requests'];
}
