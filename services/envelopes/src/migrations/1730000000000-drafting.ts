import { SqlMigration } from '@rubrica/database';

/**
 * What the drafting API adds: an envelope's triggers (section 3), each document's page sizes (fields are placed in fractions of a
 * page, and the minimum field sizes of spec section 5 are in points), and the index the signed-in
 * inbox reads recipients by (the first addressee's address).
 */
export class Drafting1730000000000 extends SqlMigration {
  protected readonly upSql = [
    `ALTER TABLE documents ADD COLUMN page_sizes jsonb NOT NULL DEFAULT '[]'::jsonb`,
    `ALTER TABLE envelopes ADD COLUMN triggers jsonb NOT NULL DEFAULT '[]'::jsonb`,
    // Search (`q`) on the sent, draft and template lists looks at the sender's own envelopes.
    'CREATE INDEX envelopes_sender_state_idx ON envelopes (sender_user_id, state, created_at DESC)',
    `CREATE INDEX recipients_address_idx ON recipients (lower(addressees->0->>'value'))`,
  ];

  protected readonly downSql = [
    'DROP INDEX recipients_address_idx',
    'DROP INDEX envelopes_sender_state_idx',
    'ALTER TABLE envelopes DROP COLUMN triggers',
    'ALTER TABLE documents DROP COLUMN page_sizes',
  ];
}
