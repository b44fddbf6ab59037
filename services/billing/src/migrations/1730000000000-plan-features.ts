import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The features each plan includes (organization and commercial areas §3 "features (feature)").
 * Comparison table, §9: WhatsApp notices are not in Basic (nor in the free plan below it); API
 * integration is only in Advanced (and the custom Corporate plan).
 */
export class PlanFeatures1730000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE plans ADD COLUMN features text[] NOT NULL DEFAULT '{}'`);
    await runner.query(`UPDATE plans SET features = '{whatsapp}' WHERE id = 'essential'`);
    await runner.query(`UPDATE plans SET features = '{whatsapp,api}' WHERE id = 'advanced'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE plans DROP COLUMN features');
  }
}
