import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Creates `outbox_events`. Its timestamp sorts before any service migration. */
export class OutboxMigration1700000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        subject text NOT NULL,
        type text NOT NULL,
        payload jsonb NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    // The relay only ever reads unsent rows; keep that scan small however large the table grows.
    await runner.query(
      'CREATE INDEX outbox_events_unpublished_idx ON outbox_events (seq) WHERE published_at IS NULL',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE outbox_events');
  }
}
