import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';

/**
 * A row of the organization by its id. Another organization's row fails like a missing one
 * (`notFound`), so an id from elsewhere tells nothing; an id that is not a UUID is never queried.
 */
export async function findOrganizationRow<Row extends { id: string; organizationId: string }>(
  manager: EntityManager,
  entity: EntityTarget<Row>,
  where: { organizationId: string; id: string },
  notFound: () => Error,
  options: { lock?: boolean } = {},
): Promise<Row> {
  const row = isUuid(where.id)
    ? await manager.findOne(entity, {
        where: { id: where.id, organizationId: where.organizationId } as FindOptionsWhere<Row>,
        lock: options.lock ? { mode: 'pessimistic_write' } : undefined,
      })
    : null;
  if (!row) throw notFound();
  return row;
}
