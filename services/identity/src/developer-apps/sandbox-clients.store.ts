import type { DataSource } from 'typeorm';

/** Sandbox OAuth clients past their expiry (`oauth_clients`). */
export const sandboxClientsStore = {
  /** Up to 1,000 expired sandbox clients, the oldest first. */
  async expired(db: DataSource, now: Date): Promise<string[]> {
    const rows: Array<{ id: string }> = await db.query(
      'SELECT id FROM oauth_clients WHERE is_sandbox AND expires_at <= $1 ORDER BY expires_at LIMIT 1000',
      [now],
    );
    return rows.map((row) => row.id);
  },

  /** Deletes the client if it is still an expired sandbox client; false when another replica did. */
  async deleteExpired(db: DataSource, id: string, now: Date): Promise<boolean> {
    const result: [unknown, number] = await db.query(
      'DELETE FROM oauth_clients WHERE id = $1 AND is_sandbox AND expires_at <= $2',
      [id, now],
    );
    return result[1] > 0;
  },
};
