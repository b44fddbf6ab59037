import { SqlMigration } from '@rubrica/database';

/**
 * Why a recipient's link died: the envelope ended (its holder may still learn what happened,
 * `GET p/envelopes/recipients/{token}/status`) or the recipient's address changed (the link
 * belongs to nobody now and says nothing). Links revoked before this column give no reason and
 * are treated as the latter.
 */
export class TokenRevocationReason1735500000000 extends SqlMigration {
  protected readonly upSql = [
    `ALTER TABLE recipient_tokens ADD COLUMN revoked_reason text
         CHECK (revoked_reason IN ('envelope_ended', 'address_changed'))`,
  ];

  protected readonly downSql = ['ALTER TABLE recipient_tokens DROP COLUMN revoked_reason'];
}
