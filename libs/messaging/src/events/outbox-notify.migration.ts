import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel a commit that wrote outbox rows notifies (one notification per transaction). */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Wakes the outbox relays when new rows commit: a statement that inserts into `outbox_events`
 * queues a notification on `outbox_events`, which PostgreSQL delivers to every listener when the
 * transaction commits (never for one that rolls back) and sends once however many statements
 * queued it. The relays listen, so an event is published as soon as it can be seen, instead of at
 * their next poll.
 */
export class OutboxNotifyMigration1700000000002 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION outbox_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${OUTBOX_CHANNEL}', '');
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER outbox_events_notify AFTER INSERT ON outbox_events
        FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_notify()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP FUNCTION outbox_events_notify() CASCADE');
  }
}
