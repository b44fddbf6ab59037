import type { DataSource, EntityManager } from 'typeorm';

/** The first row a query answers (a lookup, an insert's RETURNING), or undefined when it answers none. */
export async function firstRow<Row>(
  db: DataSource | EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<Row | undefined> {
  const [row] = (await db.query(sql, parameters)) as Row[];
  return row;
}
