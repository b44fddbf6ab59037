import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Inserts `row` and answers it as reading it back would, in the insert's own statement: every
 * column as the database stored it, the defaults it filled in (`created_at` ...) and jsonb values
 * in the key order it keeps them in, which is the order a read answers them in.
 */
export async function insertReturningRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  row: T,
): Promise<T> {
  const { raw } = await manager
    .createQueryBuilder()
    .insert()
    .into(target)
    .values(row)
    .returning('*')
    .updateEntity(false)
    .execute();
  const stored = (raw as Array<Record<string, unknown>>)[0]!;
  const metadata = manager.connection.getMetadata(target);
  const entity = metadata.create() as T;
  const { driver } = manager.connection;
  for (const column of metadata.columns) {
    if (column.isVirtual || stored[column.databaseName] === undefined) continue;
    column.setEntityValue(entity, driver.prepareHydratedValue(stored[column.databaseName], column));
  }
  return entity;
}
