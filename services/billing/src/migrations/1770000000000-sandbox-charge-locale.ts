import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payer's language on the sandbox's own charge, so that its hosted page speaks it (pt-BR, the
 * product's default, for the charges opened before).
 */
export class SandboxChargeLocale1770000000000 implements MigrationInterface {
  name = 'SandboxChargeLocale1770000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE sandbox_charges ADD COLUMN locale text NOT NULL DEFAULT 'pt-BR'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE sandbox_charges DROP COLUMN locale');
  }
}
