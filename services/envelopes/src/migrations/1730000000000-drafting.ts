import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the drafting API adds: an envelope's triggers (section 3), each document's page sizes (fields are placed in fractions of a
 * page, and the minimum field sizes of spec section 5 are in points), and the index the signed-in
 * inbox reads recipients by (the first addressee's address).
 */
export class Drafting1730000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE documents ADD COLUMN page_sizes jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await runner.query(`ALTER TABLE envelopes ADD COLUMN triggers jsonb NOT NULL DEFAULT '[]'::jsonb`);
    // Search (`q`) on the sent, draft and template lists looks at the sender's own envelopes.
    await runner.query(
      'CREATE INDEX envelopes_sender_state_idx ON envelopes (sender_user_id, state, created_at DESC)',
    );
    await runner.query(`CREATE INDEX recipients_address_idx ON recipients (lower(addressees->0->>'value'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX recipients_address_idx');
    await runner.query('DROP INDEX envelopes_sender_state_idx');
    await runner.query('ALTER TABLE envelopes DROP COLUMN triggers');
    await runner.query('ALTER TABLE documents DROP COLUMN page_sizes');
  }
}
