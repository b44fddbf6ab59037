import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A boleto's numbers on its invoice (the payer copies the line or scans the bar code until the bank
 * pays it) and on the sandbox's own charge.
 */
export class BoletoSlips1760000000000 implements MigrationInterface {
  name = 'BoletoSlips1760000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE invoices ADD COLUMN boleto_line text, ADD COLUMN boleto_barcode text`);
    await runner.query(
      `ALTER TABLE sandbox_charges ADD COLUMN boleto_line text, ADD COLUMN boleto_barcode text, ADD COLUMN due_at timestamptz`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE sandbox_charges DROP COLUMN boleto_line, DROP COLUMN boleto_barcode, DROP COLUMN due_at',
    );
    await runner.query('ALTER TABLE invoices DROP COLUMN boleto_line, DROP COLUMN boleto_barcode');
  }
}
