import type { EntityManager } from 'typeorm';
import type { ContactOwner } from './contacts.schemas.js';

/**
 * Whether the owner's address book already holds `email` (in another entry than `exceptId`).
 * Checked first so the usual case is a clean 422; the unique index still settles races.
 */
export async function contactEmailInUse(
  manager: EntityManager,
  owner: ContactOwner,
  email: string,
  exceptId?: string,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM contacts
      WHERE organization_id = $1 AND owner_user_id = $2 AND lower(email) = lower($3) AND id IS DISTINCT FROM $4
      LIMIT 1`,
    [owner.organizationId, owner.userId, email, exceptId ?? null],
  );
  return rows.length > 0;
}
