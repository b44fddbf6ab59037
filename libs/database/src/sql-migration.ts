import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One statement of a migration: SQL alone, or SQL with the values of its `$1`, `$2`... */
export type MigrationStatement = string | { sql: string; parameters: readonly unknown[] };

/**
 * A migration that is SQL and nothing else: `upSql` runs in order to apply it, `downSql` in order
 * to undo it, inside the one transaction `runMigrations` opens. The subclass's name is what
 * TypeORM records as applied (`PlanFeatures1730000000000`, its timestamp last), so a migration
 * that has run keeps its name and its SQL; a change to the schema is a new migration.
 */
export abstract class SqlMigration implements MigrationInterface {
  protected abstract readonly upSql: readonly MigrationStatement[];
  protected abstract readonly downSql: readonly MigrationStatement[];

  async up(runner: QueryRunner): Promise<void> {
    await runStatements(runner, this.upSql);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runStatements(runner, this.downSql);
  }
}

async function runStatements(runner: QueryRunner, statements: readonly MigrationStatement[]): Promise<void> {
  for (const statement of statements) {
    if (typeof statement === 'string') await runner.query(statement);
    else await runner.query(statement.sql, [...statement.parameters]);
  }
}
