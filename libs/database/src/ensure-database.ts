import pg from 'pg';
import { databaseUrlParts, quoteIdentifier } from './database-url.util.js';

// Two processes creating the same database at once: the loser sees one of these, depending on timing.
const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';

/**
 * Creates the database a URL names if it does not exist yet, by connecting to the `postgres`
 * maintenance database of the same server. Returns true when this call created it.
 * Safe when several processes start at once: losing the race counts as "already there".
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { database, maintenanceUrl } = databaseUrlParts(url);
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
      return true;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === DUPLICATE_DATABASE || code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}
