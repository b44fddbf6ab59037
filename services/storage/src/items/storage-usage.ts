import type { EntityManager } from 'typeorm';

/** Bytes the organization's files take (folders count nothing). */
export async function usedBytes(manager: EntityManager, organizationId: string): Promise<number> {
  const [row] = await manager.query<Array<{ used: string }>>(
    'SELECT COALESCE(SUM(size), 0)::text AS used FROM storage_items WHERE organization_id = $1',
    [organizationId],
  );
  return Number(row?.used ?? 0);
}

/** The organization's files' bytes and how many files and folders it holds. */
export async function usageOf(
  manager: EntityManager,
  organizationId: string,
): Promise<{ usedBytes: bigint; files: number; folders: number }> {
  const [row] = await manager.query<Array<{ used: string; files: number; folders: number }>>(
    `SELECT COALESCE(SUM(size), 0)::text AS used,
            (count(*) FILTER (WHERE NOT is_directory))::int AS files,
            (count(*) FILTER (WHERE is_directory))::int AS folders
       FROM storage_items WHERE organization_id = $1`,
    [organizationId],
  );
  return { usedBytes: BigInt(row?.used ?? '0'), files: row?.files ?? 0, folders: row?.folders ?? 0 };
}

/**
 * Serializes the organization's uploads for the rest of the transaction, so two uploads at once
 * cannot both pass the plan's limit.
 */
export async function lockOrganizationStorage(manager: EntityManager, organizationId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('storage_items:' || $1))`, [organizationId]);
}
