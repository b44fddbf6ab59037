import { SqlMigration } from '@rubrica/database';

/**
 * The features each plan includes (organization and commercial areas §3 "features (feature)").
 * Comparison table, §9: WhatsApp notices are not in Basic (nor in the free plan below it); API
 * integration is only in Advanced (and the custom Corporate plan).
 */
export class PlanFeatures1730000000000 extends SqlMigration {
  protected readonly upSql = [
    `ALTER TABLE plans ADD COLUMN features text[] NOT NULL DEFAULT '{}'`,
    `UPDATE plans SET features = '{whatsapp}' WHERE id = 'essential'`,
    `UPDATE plans SET features = '{whatsapp,api}' WHERE id = 'advanced'`,
  ];

  protected readonly downSql = ['ALTER TABLE plans DROP COLUMN features'];
}
