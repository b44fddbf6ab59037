import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { CreateDataSourceOptions } from '@rubrica/database';
import { DatabaseReadinessCheck } from './database-readiness.check.js';

export interface DatabaseModuleOptions {
  url: string;
  entities: CreateDataSourceOptions['entities'];
  migrations: NonNullable<CreateDataSourceOptions['migrations']>;
  /** `application_name` of the connections, e.g. `envelopes` or `signing-worker`. */
  name: string;
  poolSize?: number;
  /** Connection attempts at start-up before giving up (PostgreSQL may still be starting). */
  connectAttempts?: number;
}

// Only failures to reach the server are worth another attempt; a failing migration is not.
const RETRYABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P03',
]);

/**
 * The service's PostgreSQL database: created if absent, migrated at start (never synchronized),
 * its `DataSource` injectable anywhere and closed at shutdown. Features add repositories with
 * `TypeOrmModule.forFeature([...])`, whose entities must also be listed in `entities`.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forService(options: DatabaseModuleOptions): DynamicModule {
    const logger = new Logger('Database');
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            retryAttempts: options.connectAttempts ?? 3,
            retryDelay: 1_000,
            toRetry: (error: unknown) => RETRYABLE_CODES.has(String((error as { code?: unknown }).code)),
          }),
          dataSourceFactory: async () => {
            // Loaded here, not at the top: pg must load after telemetry has started (see ModuleSource).
            const { createDataSource, ensureDatabase, runMigrations } = await import('@rubrica/database');
            await ensureDatabase(options.url);
            const dataSource = createDataSource({
              url: options.url,
              entities: options.entities,
              migrations: options.migrations,
              name: options.name,
              poolSize: options.poolSize,
            });
            await dataSource.initialize();
            try {
              const applied = await runMigrations(dataSource);
              if (applied.length) logger.log(`applied migrations: ${applied.join(', ')}`);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
      providers: [DatabaseReadinessCheck],
      exports: [DatabaseReadinessCheck],
    };
  }
}
