import { DataSource, type DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export interface CreateDataSourceOptions {
  url: string;
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations?: DataSourceOptions['migrations'];
  /** Shown as `application_name` in pg_stat_activity, so an operator can tell processes apart. */
  name?: string;
  poolSize?: number;
}

/**
 * A PostgreSQL DataSource configured the Rubrica way. It is returned uninitialized: the caller
 * (or its DI container) calls `initialize()`. The schema only ever changes through migrations.
 */
export function createDataSource(options: CreateDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    applicationName: options.name,
    entities: options.entities,
    migrations: options.migrations ?? [],
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'all',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // uuid columns would otherwise make TypeORM run CREATE EXTENSION "uuid-ossp";
    // gen_random_uuid() is built into PostgreSQL 13+.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize: options.poolSize,
    logging: ['error'],
  });
}
