import type { DataSource, EntityManager } from 'typeorm';

export type IsolationLevel = 'READ UNCOMMITTED' | 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

export interface WithTransactionOptions {
  isolationLevel?: IsolationLevel;
  /**
   * How many times to run `fn` again when PostgreSQL aborts the transaction with a
   * serialization failure or a deadlock (both are safe to retry). Default 0.
   */
  retries?: number;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
export async function withTransaction<T>(
  dataSource: DataSource,
  fn: (manager: EntityManager) => Promise<T>,
  options: WithTransactionOptions = {},
): Promise<T> {
  const retries = options.retries ?? 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return options.isolationLevel
        ? await dataSource.transaction(options.isolationLevel, fn)
        : await dataSource.transaction(fn);
    } catch (error) {
      const code = sqlStateOf(error);
      if (attempt >= retries || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

function sqlStateOf(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = candidate.driverError?.code ?? candidate.code;
  return typeof code === 'string' ? code : undefined;
}
