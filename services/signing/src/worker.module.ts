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
import { SigningJobHandlers } from './jobs/signing-job.handlers.js';
import { signingMigrations } from './migrations/index.js';
import type { SigningWorkerConfig } from './signing.config.js';
import { SigningConfigModule } from './signing-config.module.js';
import { signingEntities } from './signing.entities.js';
import { SigningRequestsModule } from './signing-requests/signing-requests.module.js';

/**
 * The signing worker process: the same database and connections as the HTTP process, plus the
 * consumers of the envelopes service's requests, their queue, and an outbox relay of its own so
 * answers go out whether or not an HTTP process runs (relays share the outbox safely).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: SigningWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        SigningConfigModule.forRoot(config),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'signing-worker',
          entities: signingEntities,
          migrations: signingMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'signing-worker' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'signing-worker' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'signing' }),
        SigningRequestsModule,
        JobWorkerModule.forQueue({
          queue: 'signing',
          redisUrl: config.REDIS_URL,
          prefix: config.JOBS_PREFIX,
          concurrency: config.WORKER_CONCURRENCY,
          lockDuration: config.SIGNING_JOB_LOCK_MS,
          stalledInterval: config.SIGNING_STALLED_INTERVAL_MS,
          handlers: SigningJobHandlers,
          imports: [SigningRequestsModule],
        }),
      ],
    };
  }
}
