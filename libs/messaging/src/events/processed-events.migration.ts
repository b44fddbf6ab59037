import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Creates `processed_events`, the consumers' memory of applied event ids. */
export class ProcessedEventsMigration1700000000001 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE processed_events (
        consumer text NOT NULL,
        event_id text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE processed_events');
  }
}
