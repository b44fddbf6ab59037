import { Module, type DynamicModule } from '@nestjs/common';
import {
  DatabaseModule,
  DatabaseReadinessCheck,
  HealthModule,
  JobWorkerModule,
  NatsModule,
  NatsReadinessCheck,
  OutboxRelayModule,
  RedisModule,
  RedisReadinessCheck,
} from '@rubrica/service-kit';
import { ConversionsModule } from './conversions/conversions.module.js';
import { StorageJobHandlers } from './jobs/storage-job.handlers.js';
import { storageMigrations } from './migrations/index.js';
import { StorageConfigModule } from './storage-config.module.js';
import { storageEntities } from './storage.entities.js';
import type { StorageWorkerConfig } from './storage.config.js';

/**
 * The storage worker process: the same database and connections as the HTTP process, plus its
 * queue, the conversion requests' consumer and an outbox relay of its own, so answers go out
 * while the HTTP process is down (relays share the outbox safely).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: StorageWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        StorageConfigModule.forRoot(config),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'storage-worker',
          entities: storageEntities,
          migrations: storageMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'storage-worker' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'storage-worker' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'storage' }),
        ConversionsModule,
        JobWorkerModule.forQueue({
          queue: 'storage',
          redisUrl: config.REDIS_URL,
          prefix: config.JOBS_PREFIX,
          concurrency: config.WORKER_CONCURRENCY,
          handlers: StorageJobHandlers,
          imports: [ConversionsModule],
        }),
      ],
    };
  }
}
