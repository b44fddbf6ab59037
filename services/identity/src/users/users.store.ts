import type { EntityManager } from 'typeorm';

/** Account-level reads and writes of `users` that the entity's repository cannot say in one call. */
export const usersStore = {
  async emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
    return rows.length > 0;
  },

  /** Whether another user holds this phone number. */
  async phoneTakenByOther(manager: EntityManager, phone: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM users WHERE phone = $1 AND id <> $2', [
      phone,
      userId,
    ]);
    return rows.length > 0;
  },

  async markEmailVerified(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      'UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1 AND email_verified_at IS NULL',
      [userId],
    );
  },

  /**
   * A new password from a reset link: the link proved the address, and every credential issued
   * before now stops working.
   */
  async resetPassword(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query(
      `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()),
              credentials_revoked_at = now(), updated_at = now()
        WHERE id = $1`,
      [userId, passwordHash],
    );
  },
};
