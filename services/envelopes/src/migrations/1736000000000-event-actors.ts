import { SqlMigration } from '@rubrica/database';

/**
 * History entries store who did them (`actor`) apart from what they are about, and their
 * sentence by code (`message_code`, `message_params`) so every reader sees it in their language.
 * Existing entries are not touched (the log is append-only and each hash covers its row): their
 * new columns stay null, which the chain leaves out of the hash, so every chain still verifies.
 */
export class EventActors1736000000000 extends SqlMigration {
  protected readonly upSql = [
    `ALTER TABLE envelope_events
         ADD COLUMN message_code text,
         ADD COLUMN message_params jsonb,
         ADD COLUMN actor jsonb`,
  ];

  protected readonly downSql = [
    'ALTER TABLE envelope_events DROP COLUMN actor, DROP COLUMN message_params, DROP COLUMN message_code',
  ];
}
