import { Module, type DynamicModule } from '@nestjs/common';
import { eventEntities } from '@rubrica/messaging';
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
import type { EnvelopesWorkerConfig } from './envelopes.config.js';
import { envelopesEntities } from './envelopes.entities.js';
import { envelopesMigrations } from './migrations/index.js';
import { EnvelopesJobHandlers } from './schedules/envelopes-job.handlers.js';
import { ReconcileScheduleRunner } from './schedules/reconcile-schedule.runner.js';
import { SchedulesModule } from './schedules/schedules.module.js';
import { FlowConfigModule } from './sending/flow-config.module.js';

/**
 * The envelopes worker process: expirations, reminders and the reconciler (queue `envelopes`),
 * with the same database and connections as the HTTP process.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: EnvelopesWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'envelopes-worker',
          entities: [...eventEntities, ...envelopesEntities],
          migrations: envelopesMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'envelopes-worker' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'envelopes-worker' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        // The jobs write outbox rows (expired, notified); this process publishes them too.
        OutboxRelayModule.forService({ service: 'envelopes' }),
        FlowConfigModule.forRoot(config),
        SchedulesModule,
        JobWorkerModule.forQueue({
          queue: 'envelopes',
          redisUrl: config.REDIS_URL,
          concurrency: config.WORKER_CONCURRENCY,
          prefix: config.JOBS_PREFIX,
          handlers: EnvelopesJobHandlers,
          imports: [SchedulesModule],
        }),
      ],
      providers: [ReconcileScheduleRunner],
    };
  }
}
