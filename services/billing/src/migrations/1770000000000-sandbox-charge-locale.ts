import { SqlMigration } from '@rubrica/database';

/**
 * The payer's language on the sandbox's own charge, so that its hosted page speaks it (pt-BR, the
 * product's default, for the charges opened before).
 */
export class SandboxChargeLocale1770000000000 extends SqlMigration {
  name = 'SandboxChargeLocale1770000000000';

  protected readonly upSql = [`ALTER TABLE sandbox_charges ADD COLUMN locale text NOT NULL DEFAULT 'pt-BR'`];

  protected readonly downSql = ['ALTER TABLE sandbox_charges DROP COLUMN locale'];
}
