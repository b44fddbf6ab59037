import type { DataSource, EntityManager } from 'typeorm';

export type SharePermission = 'read' | 'edit';

/** Who an item is shared with (`storage_item_shares`). */
export const itemSharesStore = {
  /** Shares the item with the user, or changes the permission of an existing share. */
  async put(manager: EntityManager, itemId: string, userId: string, permission: SharePermission) {
    await manager.query(
      `INSERT INTO storage_item_shares (item_id, user_id, permission) VALUES ($1, $2, $3)
       ON CONFLICT (item_id, user_id) DO UPDATE SET permission = EXCLUDED.permission`,
      [itemId, userId, permission],
    );
  },

  /** Takes the item's shares back from the users named (one without a share is ignored). */
  async remove(db: DataSource, itemId: string, userIds: string[]) {
    await db.query('DELETE FROM storage_item_shares WHERE item_id = $1 AND user_id = ANY($2::uuid[])', [
      itemId,
      userIds,
    ]);
  },

  /** The item's shares, oldest first. */
  async of(db: DataSource, itemId: string) {
    return db.query<Array<{ user_id: string; permission: SharePermission }>>(
      'SELECT user_id, permission FROM storage_item_shares WHERE item_id = $1 ORDER BY created_at, user_id',
      [itemId],
    );
  },
};
