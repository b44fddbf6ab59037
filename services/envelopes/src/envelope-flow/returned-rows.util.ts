/**
 * The rows of a `DELETE`/`UPDATE ... RETURNING` run through TypeORM's `query`: the postgres
 * driver answers those with `[rows, affectedCount]`, and a plain SELECT with the rows alone.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
