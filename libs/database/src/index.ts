export { ensureDatabase } from './ensure-database.js';
export { createDataSource, type CreateDataSourceOptions } from './create-data-source.js';
export { runMigrations } from './run-migrations.js';
export { withTransaction, type WithTransactionOptions, type IsolationLevel } from './with-transaction.js';
export { SnakeNamingStrategy } from './snake-naming.strategy.js';
export { column, type ColumnRules, type DefaultedColumnRules, type JsonbDefault } from './entity-columns.js';
export { SqlMigration, type MigrationStatement } from './sql-migration.js';
