import type { DataSource } from 'typeorm';

// Any fixed number works; advisory locks are scoped to the current database.
const MIGRATION_LOCK_KEY = 7_262_113_001;

/**
 * Applies pending migrations in one transaction (all or nothing) and returns the names applied.
 * Replicas starting together take turns on an advisory lock, so each migration runs once.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'all' });
      return applied.map((migration) => migration.name);
    } finally {
      await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lockRunner.release();
  }
}
