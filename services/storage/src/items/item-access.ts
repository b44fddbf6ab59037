import type { EntityManager } from 'typeorm';
import { findItem, findParentFolder } from './item-lookup.js';
import { ItemsError } from './items.exception.js';
import type { ItemsScope } from './items.schemas.js';
import type { StorageItemEntity } from './storage-item.entity.js';

/**
 * What a member may do with an item, weakest first:
 * - `read`: see it, open it, download it (a `read` share on it or on a folder above it);
 * - `edit`: also rename, move, delete it and put items into it (an `edit` share);
 * - `manage`: also share and publish it (its creator, the creator of a folder above it, or the
 *   organization's owner, who reaches everything).
 * A share on a folder covers everything inside it, wherever it was moved from.
 */
export type ItemAccess = 'none' | 'read' | 'edit' | 'manage';

const RANK: Record<ItemAccess, number> = { none: 0, read: 1, edit: 2, manage: 3 };

/** The caller's access to the organization's item (which must exist). */
export async function accessTo(
  manager: EntityManager,
  scope: ItemsScope,
  itemId: string,
): Promise<ItemAccess> {
  return (await accessToEach(manager, scope, [itemId])).get(itemId) ?? 'none';
}

/** The caller's access to each of the organization's items, in one query (depths are at most 5). */
export async function accessToEach(
  manager: EntityManager,
  scope: ItemsScope,
  itemIds: string[],
): Promise<Map<string, ItemAccess>> {
  if (scope.isOwner) return new Map(itemIds.map((id) => [id, 'manage']));
  const rows = await manager.query<
    Array<{ item_id: string; manages: boolean; edits: boolean; reads: boolean }>
  >(
    `WITH RECURSIVE chain AS (
       SELECT id AS item_id, id, parent_id, created_by FROM storage_items
        WHERE id = ANY($1::uuid[]) AND organization_id = $2
       UNION ALL SELECT chain.item_id, up.id, up.parent_id, up.created_by
         FROM storage_items up JOIN chain ON up.id = chain.parent_id
     )
     SELECT chain.item_id,
            bool_or(chain.created_by = $3) AS manages,
            coalesce(bool_or(share.permission = 'edit'), false) AS edits,
            coalesce(bool_or(share.permission IS NOT NULL), false) AS reads
       FROM chain LEFT JOIN storage_item_shares share ON share.item_id = chain.id AND share.user_id = $3
      GROUP BY chain.item_id`,
    [itemIds, scope.organizationId, scope.userId],
  );
  const level = (row: (typeof rows)[number]): ItemAccess =>
    row.manages ? 'manage' : row.edits ? 'edit' : row.reads ? 'read' : 'none';
  return new Map(rows.map((row) => [row.item_id, level(row)]));
}

/**
 * The organization's item when the caller may do `needed` with it: 404 when they may not even
 * see it (its existence is not revealed), 403 when they see it but may not change it.
 */
export async function findItemFor(
  manager: EntityManager,
  scope: ItemsScope,
  id: string,
  needed: Exclude<ItemAccess, 'none'>,
  options: { lock?: boolean } = {},
): Promise<StorageItemEntity> {
  const item = await findItem(manager, scope.organizationId, id, options);
  const access = await accessTo(manager, scope, item.id);
  if (access === 'none') throw ItemsError.notFound();
  if (RANK[access] < RANK[needed])
    throw needed === 'manage' ? ItemsError.shareForbidden() : ItemsError.editForbidden();
  return item;
}

/**
 * The folder a new or moved item goes into, which the caller must be able to edit (null: the
 * root, where everyone keeps their own items). A folder they cannot see reads as no folder (422
 * on `parent`); one they may only read is a 403.
 */
export async function findParentFolderFor(
  manager: EntityManager,
  scope: ItemsScope,
  parentId: string | null,
): Promise<StorageItemEntity | null> {
  const parent = await findParentFolder(manager, scope.organizationId, parentId);
  if (!parent) return null;
  const access = await accessTo(manager, scope, parent.id);
  if (access === 'none') throw ItemsError.invalidParent();
  if (RANK[access] < RANK.edit) throw ItemsError.editForbidden();
  return parent;
}

/**
 * SQL selecting the ids of the items a member reaches: those they created or that are shared
 * with them, and everything inside those. `$user` and `$organization` name the parameters.
 */
export function reachableItemsSql(user: string, organization: string): string {
  return `WITH RECURSIVE reachable AS (
      SELECT id FROM storage_items
       WHERE organization_id = ${organization}
         AND (created_by = ${user}
              OR id IN (SELECT item_id FROM storage_item_shares WHERE user_id = ${user}))
      UNION SELECT child.id FROM storage_items child JOIN reachable ON child.parent_id = reachable.id
    )
    SELECT id FROM reachable`;
}
