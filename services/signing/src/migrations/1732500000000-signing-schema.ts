import { SqlMigration } from '@rubrica/database';

/** The envelopes service's requests and their answers; users' saved signatures and initials. */
export class SigningSchema1732500000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE signing_requests (
        id text PRIMARY KEY,
        kind text NOT NULL,
        envelope_id text NOT NULL,
        organization_id text NOT NULL,
        recipient_id text,
        event_id text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        answer jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz
      )`,
    'CREATE INDEX signing_requests_envelope_idx ON signing_requests (envelope_id)',
    `
      CREATE TABLE signature_profiles (
        owner_user_id uuid NOT NULL,
        kind text NOT NULL,
        blob_key text NOT NULL,
        source text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_user_id, kind)
      )`,
  ];

  protected readonly downSql = ['DROP TABLE signature_profiles', 'DROP TABLE signing_requests'];
}
