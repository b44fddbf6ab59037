import type { DataSource, Logger, QueryRunner } from 'typeorm';

/** Marks a test's own statements, which are not counted. */
export const OWN = '/* counting */';

/**
 * Every statement the service runs, by the step under way, a transaction's statements kept
 * together once it ends. Left apart: the outbox relay's transactions (its polls come when they
 * come), the consumers' handling of events this test did not publish, and the test's own reads.
 */
export class StatementCount implements Logger {
  step = '';
  readonly counted = new Map<string, number>();
  readonly events = new Set<string>();
  private readonly open = new Map<QueryRunner, Array<{ sql: string; parameters: unknown[] }>>();

  logQuery(sql: string, parameters: unknown[] = [], runner?: QueryRunner) {
    const statements = (runner && this.open.get(runner)) ?? [];
    statements.push({ sql, parameters });
    if (runner && sql === 'START TRANSACTION') this.open.set(runner, statements);
    if (runner && this.open.has(runner) && sql !== 'COMMIT' && sql !== 'ROLLBACK') return;
    if (runner) this.open.delete(runner);
    if (sql.startsWith(OWN)) return;
    if (statements.some(({ sql: text }) => /outbox_events/.test(text) && !/^INSERT/.test(text))) return;
    const handled = statements.find(({ sql: text }) => /INSERT INTO processed_events/.test(text));
    if (handled && !this.events.has(String(handled.parameters[1]))) return;
    // Between steps only the test reads (its helpers' look-ups of links and requests).
    if (!this.step) return;
    this.counted.set(this.step, (this.counted.get(this.step) ?? 0) + statements.length);
  }

  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}

  /** Runs `action` with this counter as `dataSource`'s logger, the previous one put back after. */
  async on<T>(dataSource: DataSource, action: () => Promise<T>): Promise<T> {
    const logger = dataSource.logger;
    const use = (value: Logger) =>
      Object.defineProperty(dataSource, 'logger', { value, configurable: true, writable: true });
    use(this);
    try {
      return await action();
    } finally {
      use(logger);
    }
  }
}
