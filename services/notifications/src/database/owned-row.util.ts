import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { firstRow } from './first-row.util.js';

/**
 * The row `id` of `table` if the organization owns it (taken for the transaction with `lock`);
 * another organization's row and a malformed id (which PostgreSQL would refuse) read as missing.
 */
export async function ownedRow<Row>(
  db: DataSource | EntityManager,
  table: string,
  organizationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined;
  const lock = options.lock ? ' FOR UPDATE' : '';
  return firstRow(db, `SELECT * FROM ${table} WHERE organization_id = $1 AND id = $2${lock}`, [
    organizationId,
    id,
  ]);
}
