import { Module, type DynamicModule } from '@nestjs/common';
import { eventEntities } from '@rubrica/messaging';
import {
  DatabaseModule,
  DatabaseReadinessCheck,
  HealthModule,
  JobWorkerModule,
  NatsModule,
  NatsReadinessCheck,
  RedisModule,
  RedisReadinessCheck,
} from '@rubrica/service-kit';
import { StorageJobHandlers } from './jobs/storage-job.handlers.js';
import { storageMigrations } from './migrations/index.js';
import type { StorageWorkerConfig } from './storage.config.js';

/** The storage worker process: the same database and connections as the HTTP process, plus its queue. */
@Module({})
export class WorkerModule {
  static forRoot(config: StorageWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'storage-worker',
          entities: [...eventEntities],
          migrations: storageMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'storage-worker' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'storage-worker' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        JobWorkerModule.forQueue({
          queue: 'storage',
          redisUrl: config.REDIS_URL,
          concurrency: config.WORKER_CONCURRENCY,
          handlers: StorageJobHandlers,
        }),
      ],
    };
  }
}
