import { SqlMigration } from '@rubrica/database';

/** Envelopes, documents, recipients, fields, contents, notes and the append-only event log. */
export class EnvelopesSchema1720000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE envelopes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        hashid text NOT NULL UNIQUE,
        organization_id uuid NOT NULL,
        sender_user_id uuid NOT NULL,
        sender_name text NOT NULL,
        sender_email text NOT NULL,
        title text NOT NULL,
        name text,
        subject text,
        message text,
        state text NOT NULL CHECK (state IN ('draft', 'template', 'processing', 'in-transit',
          'completed', 'cancelled', 'rejected', 'expired', 'halted')),
        is_sandbox boolean NOT NULL DEFAULT false,
        expire_at timestamptz,
        effective_date_reminder_at timestamptz,
        effective_until timestamptz,
        action_reminder_frequency integer CHECK (action_reminder_frequency IN (24, 72, 120)),
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX envelopes_organization_idx ON envelopes (organization_id, state, created_at DESC)',
    'CREATE INDEX envelopes_sender_idx ON envelopes (sender_user_id, created_at DESC)',
    // The expiration sweep looks only at pending envelopes with a deadline.
    `CREATE INDEX envelopes_expire_idx ON envelopes (expire_at) WHERE state = 'in-transit' AND expire_at IS NOT NULL`,

    `
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        name text NOT NULL,
        original_blob_key text NOT NULL,
        current_blob_key text NOT NULL,
        sha256 text NOT NULL,
        sha1 text,
        pages integer NOT NULL CHECK (pages > 0),
        size bigint NOT NULL CHECK (size >= 0),
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX documents_envelope_idx ON documents (envelope_id, position)',

    `
      CREATE TABLE recipients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('signer', 'approver', 'carbon-copy', 'in-person-signer')),
        signature_type text CHECK (signature_type IN ('simple', 'qualified')),
        routing_order integer CHECK (routing_order > 0),
        state text NOT NULL CHECK (state IN ('waiting', 'signing', 'done', 'refused', 'queued',
          'suspended', 'failed', 'following')),
        action_token_hash text UNIQUE,
        notified_at timestamptz,
        acted_at timestamptz,
        addressees jsonb NOT NULL,
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX recipients_envelope_idx ON recipients (envelope_id, position)',

    `
      CREATE TABLE fields (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES recipients(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('signature', 'initial', 'checkbox', 'dropdown', 'text',
          'date', 'comments', 'qrcode')),
        title text,
        name text,
        value text,
        options jsonb,
        is_required boolean NOT NULL DEFAULT false,
        widgets jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX fields_document_idx ON fields (document_id)',
    'CREATE INDEX fields_recipient_idx ON fields (recipient_id)',

    `
      CREATE TABLE contents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('text', 'comment', 'image', 'validation-qrcode')),
        value text,
        page integer NOT NULL CHECK (page > 0),
        x_axis double precision NOT NULL,
        y_axis double precision NOT NULL,
        width double precision NOT NULL,
        height double precision NOT NULL,
        font_size double precision,
        font_family text,
        text_color text,
        opacity double precision,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX contents_document_idx ON contents (document_id)',

    `
      CREATE TABLE notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        envelope_id uuid NOT NULL REFERENCES envelopes(id) ON DELETE CASCADE,
        recipient_id uuid REFERENCES recipients(id) ON DELETE SET NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX notes_envelope_idx ON notes (envelope_id, created_at)',

    // No foreign key to envelopes: the history must outlive a deleted draft's row, and a
    // cascading delete would be refused by the append-only trigger anyway.
    `
      CREATE TABLE envelope_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        envelope_id uuid NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        type text NOT NULL,
        message text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        prev_hash text NOT NULL,
        hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        UNIQUE (envelope_id, sequence)
      )`,
    `
      CREATE FUNCTION envelope_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'envelope_events is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$`,
    `
      CREATE TRIGGER envelope_events_no_change BEFORE UPDATE OR DELETE ON envelope_events
      FOR EACH ROW EXECUTE FUNCTION envelope_events_append_only()`,
    `
      CREATE TRIGGER envelope_events_no_truncate BEFORE TRUNCATE ON envelope_events
      FOR EACH STATEMENT EXECUTE FUNCTION envelope_events_append_only()`,
  ];

  protected readonly downSql = [
    'DROP TABLE envelope_events',
    'DROP FUNCTION envelope_events_append_only()',
    ...['notes', 'contents', 'fields', 'recipients', 'documents', 'envelopes'].map(
      (table) => `DROP TABLE ${table}`,
    ),
  ];
}
