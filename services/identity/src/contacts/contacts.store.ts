import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/is-unique-violation.util.js';
import { ContactEntity } from './contact.entity.js';
import { ContactError } from './contacts.exception.js';
import type { ContactOwner } from './contacts.schemas.js';

/** Address books (`contacts`) beyond what the entity's repository says in one call. */
export const contactsStore = {
  /**
   * Whether the owner's address book already holds `email` (in another entry than `exceptId`).
   * Checked first so the usual case is a clean 422; the unique index still settles races.
   */
  async emailInUse(
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
  },

  /**
   * Saves `contact`, new or changed, in the owner's address book; refused with emailTaken when
   * another entry there already holds its e-mail.
   */
  async saveEntry(
    manager: EntityManager,
    owner: ContactOwner,
    contact: ContactEntity,
  ): Promise<ContactEntity> {
    if (await contactsStore.emailInUse(manager, owner, contact.email, contact.id))
      throw ContactError.emailTaken();
    try {
      return await manager.getRepository(ContactEntity).save(contact);
    } catch (error) {
      if (isUniqueViolation(error, 'contacts_email_key')) throw ContactError.emailTaken();
      throw error;
    }
  },

  /** The e-mail of a member of the organization, or undefined for a user who is not one. */
  async memberEmail(manager: EntityManager, owner: ContactOwner): Promise<string | undefined> {
    const rows: Array<{ email: string }> = await manager.query(
      `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.user_id = $1 AND m.organization_id = $2`,
      [owner.userId, owner.organizationId],
    );
    return rows[0]?.email;
  },

  /** Adds the contact unless the address book already has its e-mail; true when it was added. */
  async addIfAbsent(
    manager: EntityManager,
    owner: ContactOwner,
    contact: { name: string; email: string; phone: string | null },
  ): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO contacts (id, organization_id, owner_user_id, name, email, phone)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (organization_id, owner_user_id, lower(email)) DO NOTHING
       RETURNING id`,
      [randomUUID(), owner.organizationId, owner.userId, contact.name, contact.email, contact.phone],
    );
    return inserted.length > 0;
  },
};
