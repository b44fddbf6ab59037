import { isUuid } from '@rubrica/service-kit';
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
  if (!isUuid(id)) throw ItemsError.notFound();
  const item = await manager.getRepository(StorageItemEntity).findOne({
    where: { id, organizationId },
    lock: options.lock ? { mode: 'pessimistic_write' } : undefined,
  });
  if (!item) throw ItemsError.notFound();
  return item;
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
