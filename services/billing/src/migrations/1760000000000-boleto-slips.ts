import { SqlMigration } from '@rubrica/database';

/**
 * A boleto's numbers on its invoice (the payer copies the line or scans the bar code until the bank
 * pays it) and on the sandbox's own charge.
 */
export class BoletoSlips1760000000000 extends SqlMigration {
  name = 'BoletoSlips1760000000000';

  protected readonly upSql = [
    `ALTER TABLE invoices ADD COLUMN boleto_line text, ADD COLUMN boleto_barcode text`,
    `ALTER TABLE sandbox_charges ADD COLUMN boleto_line text, ADD COLUMN boleto_barcode text, ADD COLUMN due_at timestamptz`,
  ];

  protected readonly downSql = [
    'ALTER TABLE sandbox_charges DROP COLUMN boleto_line, DROP COLUMN boleto_barcode, DROP COLUMN due_at',
    'ALTER TABLE invoices DROP COLUMN boleto_line, DROP COLUMN boleto_barcode',
  ];
}
