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
import { SigningJobHandlers } from './jobs/signing-job.handlers.js';
import { signingMigrations } from './migrations/index.js';
import type { SigningWorkerConfig } from './signing.config.js';

/** The signing worker process: the same database and connections as the HTTP process, plus its queue. */
@Module({})
export class WorkerModule {
  static forRoot(config: SigningWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'signing-worker',
          entities: [...eventEntities],
          migrations: signingMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'signing-worker' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'signing-worker' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        JobWorkerModule.forQueue({
          queue: 'signing',
          redisUrl: config.REDIS_URL,
          concurrency: config.WORKER_CONCURRENCY,
          handlers: SigningJobHandlers,
        }),
      ],
    };
  }
}
