import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { isUuid } from './caller/is-uuid.util.js';

/**
 * The row of `entity` with this id inside `scope` (its envelope, its organization, its owner), or
 * the module's not-found error: also for an id of another scope, so ids never reveal what exists,
 * and for one that is not a uuid, which PostgreSQL would refuse with a 500. `lock` takes the row
 * for the rest of the transaction.
 */
export async function findRowById<T extends ObjectLiteral & { id: string }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: string,
  scope: FindOptionsWhere<T>,
  notFound: () => Error,
  options: { lock?: boolean } = {},
): Promise<T> {
  if (!isUuid(id)) throw notFound();
  const row = await manager.getRepository(entity).findOne({
    where: { ...scope, id } as FindOptionsWhere<T>,
    ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!row) throw notFound();
  return row;
}
