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
// The server went away mid-start (restarting): pg reports these without a code.
const RETRYABLE_MESSAGES =
  /Connection terminated unexpectedly|Connection terminated due to connection timeout/;

function isRetryable(error: unknown): boolean {
  const { code, message, driverError } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
  };
  if (RETRYABLE_CODES.has(String(code)) || RETRYABLE_MESSAGES.test(String(message))) return true;
  return driverError !== undefined && driverError !== error && isRetryable(driverError);
}

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
            // Long enough to ride out a PostgreSQL restart: a process starting meanwhile waits
            // instead of exiting (which `make run` answers by stopping every process).
            retryAttempts: options.connectAttempts ?? 30,
            retryDelay: 1_000,
            toRetry: isRetryable,
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
