import { isUuid } from '@rubrica/service-kit';
import { findRowById } from '@rubrica/service-kit/find-row-by-id';
import type { EntityManager } from 'typeorm';
import { ItemsError } from './items.exception.js';
import { StorageItemEntity } from './storage-item.entity.js';

/** The organization's item, or 404 (also for another organization's id or one that is not a uuid). */
export async function findItem(
  manager: EntityManager,
  organizationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StorageItemEntity> {
  return findRowById(manager, StorageItemEntity, id, { organizationId }, ItemsError.notFound, options);
}

/**
 * The folder a new or moved item goes into: null for the root; 422 on `parent` when the id names
 * no folder of the organization (a file, another organization's folder or nothing at all).
 */
export async function findParentFolder(
  manager: EntityManager,
  organizationId: string,
  parentId: string | null,
): Promise<StorageItemEntity | null> {
  if (parentId === null) return null;
  if (!isUuid(parentId)) throw ItemsError.invalidParent();
  const parent = await manager
    .getRepository(StorageItemEntity)
    .findOneBy({ id: parentId, organizationId, isDirectory: true });
  if (!parent) throw ItemsError.invalidParent();
  return parent;
}

/** Whether `candidate` is somewhere inside folder `ancestor`. */
export async function isBelow(manager: EntityManager, candidate: string, ancestor: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `WITH RECURSIVE above AS (
       SELECT id, parent_id FROM storage_items WHERE id = $1
       UNION ALL SELECT up.id, up.parent_id FROM storage_items up JOIN above ON up.id = above.parent_id
     )
     SELECT 1 FROM above WHERE id = $2 LIMIT 1`,
    [candidate, ancestor],
  );
  return rows.length > 0;
}

/** The depth of the deepest folder in the folder (the folder's own depth when it has none). */
export async function deepestFolderBelow(
  manager: EntityManager,
  folderId: string,
  ownDepth: number,
): Promise<number> {
  const [row] = await manager.query<Array<{ deepest: number | null }>>(
    `WITH RECURSIVE below AS (
       SELECT id, depth, is_directory FROM storage_items WHERE parent_id = $1
       UNION ALL SELECT child.id, child.depth, child.is_directory
         FROM storage_items child JOIN below ON child.parent_id = below.id
     )
     SELECT MAX(depth) AS deepest FROM below WHERE is_directory`,
    [folderId],
  );
  return row?.deepest ?? ownDepth;
}

/** Moves everything inside the folder `shift` levels deeper (or shallower, when negative). */
export async function shiftDepthBelow(
  manager: EntityManager,
  folderId: string,
  shift: number,
): Promise<void> {
  await manager.query(
    `WITH RECURSIVE below AS (
       SELECT id FROM storage_items WHERE parent_id = $1
       UNION ALL SELECT child.id FROM storage_items child JOIN below ON child.parent_id = below.id
     )
     UPDATE storage_items SET depth = depth + $2 WHERE id IN (SELECT id FROM below)`,
    [folderId, shift],
  );
}

/** Deletes the item with everything in it; answers the blob keys of the files that went. */
export async function deleteItemTree(manager: EntityManager, itemId: string): Promise<string[]> {
  const rows = await manager.query<Array<{ blob_key: string | null }>>(
    `WITH RECURSIVE doomed AS (
       SELECT id, blob_key FROM storage_items WHERE id = $1
       UNION ALL SELECT child.id, child.blob_key
         FROM storage_items child JOIN doomed ON child.parent_id = doomed.id
     )
     SELECT blob_key FROM doomed WHERE blob_key IS NOT NULL`,
    [itemId],
  );
  // The children's parent key cascades.
  await manager.query('DELETE FROM storage_items WHERE id = $1', [itemId]);
  return rows.map((row) => row.blob_key!);
}
