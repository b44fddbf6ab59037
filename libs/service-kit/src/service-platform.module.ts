import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import type { QueueName } from '@rubrica/jobs';
import { eventEntities } from '@rubrica/messaging';
import { DatabaseModule, type DatabaseModuleOptions } from './database/database.module.js';
import { DatabaseReadinessCheck } from './database/database-readiness.check.js';
import { HealthModule } from './health/health.module.js';
import type { ReadinessCheck } from './health/readiness-check.js';
import { JobWorkerModule } from './jobs/job-worker.module.js';
import type { JobWorkerOptions } from './jobs/job-worker.runner.js';
import type { QueueHandlers } from './jobs/queue-handlers.js';
import { NatsModule } from './nats/nats.module.js';
import { NatsReadinessCheck } from './nats/nats-readiness.check.js';
import { OutboxRelayModule } from './outbox/outbox-relay.module.js';
import { RedisModule } from './redis/redis.module.js';
import { RedisReadinessCheck } from './redis/redis-readiness.check.js';

/** The connection settings a process's config schema carries (`platformFields` and the service's own). */
export interface PlatformConfig {
  REDIS_URL: string;
  DATABASE_URL?: string;
  NATS_URL?: string;
  /** Redis key prefix of the job queues; only tests change it. */
  JOBS_PREFIX?: string;
  /** Jobs a worker runs at once (worker configs). */
  WORKER_CONCURRENCY?: number;
}

/** A service's own database: migrated at start, and its outbox relayed to JetStream over NATS. */
export interface PlatformService {
  /** The service owning the database and the outbox, e.g. `signing` (its worker relays it too). */
  name: string;
  /** The service's entities; the outbox's `eventEntities` are added. */
  entities?: Extract<DatabaseModuleOptions['entities'], unknown[]>;
  migrations: DatabaseModuleOptions['migrations'];
}

/** A process's queue; Redis, the prefix and (unless the process fixes it) the concurrency come from the config. */
export type PlatformJobs<Q extends QueueName> = Omit<
  JobWorkerOptions<Q>,
  'redisUrl' | 'prefix' | 'concurrency'
> & {
  /** Jobs run at once when the process fixes it (a light queue an HTTP process consumes itself). */
  concurrency?: number;
  handlers: Type<QueueHandlers<Q>>;
  /** The modules whose providers the handlers inject. */
  imports?: ModuleMetadata['imports'];
};

export interface ServicePlatformOptions<Q extends QueueName = QueueName> {
  /** The process, e.g. `signing` or `signing-worker`: how PostgreSQL, NATS and Redis name its connections. */
  name: string;
  config: PlatformConfig;
  /** Absent for a process without a database of its own (the gateway: Redis and probes only). */
  service?: PlatformService;
  /** Worker processes only. */
  jobs?: PlatformJobs<Q>;
}

function required(config: PlatformConfig, key: 'DATABASE_URL' | 'NATS_URL', process: string): string {
  const value = config[key];
  if (!value) throw new Error(`${process}: ${key} is required by a process with a database`);
  return value;
}

/**
 * What every Rubrica process is built on, said once: the service's database (created, migrated),
 * one NATS connection, one Redis connection, `/healthz` `/readyz` `/metrics` with a check per
 * connection, the outbox relay and, in a worker, its queue consumer. A process's root module
 * imports `ServicePlatformModule.forProcess(...)` and then only its features.
 */
@Module({})
export class ServicePlatformModule {
  static forProcess<Q extends QueueName>(options: ServicePlatformOptions<Q>): DynamicModule {
    const { name, config, service, jobs } = options;
    const imports: NonNullable<ModuleMetadata['imports']> = [];
    const checks: Array<Type<ReadinessCheck>> = [];
    if (service) {
      imports.push(
        DatabaseModule.forService({
          url: required(config, 'DATABASE_URL', name),
          name,
          entities: [...new Set([...eventEntities, ...(service.entities ?? [])])],
          migrations: service.migrations,
        }),
        NatsModule.forRoot({ url: required(config, 'NATS_URL', name), name }),
      );
      checks.push(DatabaseReadinessCheck, NatsReadinessCheck);
    }
    imports.push(RedisModule.forRoot({ url: config.REDIS_URL, name }));
    checks.push(RedisReadinessCheck);
    imports.push(HealthModule.forRoot(checks));
    // Relays share the outbox safely, so a worker publishes what its jobs write whether or not an
    // HTTP process of its service runs.
    if (service) imports.push(OutboxRelayModule.forService({ service: service.name }));
    if (jobs) {
      const concurrency = jobs.concurrency ?? config.WORKER_CONCURRENCY;
      if (concurrency === undefined) {
        throw new Error(`${name}: WORKER_CONCURRENCY is required by a process with a queue`);
      }
      imports.push(
        JobWorkerModule.forQueue({
          ...jobs,
          redisUrl: config.REDIS_URL,
          prefix: config.JOBS_PREFIX,
          concurrency,
        }),
      );
    }
    return { module: ServicePlatformModule, imports };
  }
}
