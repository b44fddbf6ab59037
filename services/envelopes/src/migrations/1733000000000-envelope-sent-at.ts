import { SqlMigration } from '@rubrica/database';

/**
 * When the envelope was sent (the lists' and the detail's "sent on", section 2), kept on the row
 * rather than searched for in the history on every read. Envelopes sent before this column take
 * the time of their 'envelope.sent' history entry.
 */
export class EnvelopeSentAt1733000000000 extends SqlMigration {
  protected readonly upSql = [
    'ALTER TABLE envelopes ADD COLUMN sent_at timestamptz',
    `
      UPDATE envelopes e SET sent_at = sent.created_at
        FROM (SELECT envelope_id, min(created_at) AS created_at FROM envelope_events
                WHERE type = 'envelope.sent' GROUP BY envelope_id) sent
       WHERE sent.envelope_id = e.id`,
  ];

  protected readonly downSql = ['ALTER TABLE envelopes DROP COLUMN sent_at'];
}
