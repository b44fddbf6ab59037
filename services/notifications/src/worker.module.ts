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
import { EmailModule } from './email/email.module.js';
import { NotificationsJobHandlers } from './jobs/notifications-job.handlers.js';
import { notificationsMigrations } from './migrations/index.js';
import type { NotificationsWorkerConfig } from './notifications.config.js';

/** The notifications worker process: the same database and connections as the HTTP process, its queue and outbox relay. */
@Module({})
export class WorkerModule {
  static forRoot(config: NotificationsWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'notifications-worker',
          entities: [...eventEntities],
          migrations: notificationsMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'notifications-worker' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'notifications-worker' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        // Publishes `email.failed` written by the e-mail jobs (the HTTP process runs one too).
        OutboxRelayModule.forService({ service: 'notifications' }),
        JobWorkerModule.forQueue({
          queue: 'notifications',
          redisUrl: config.REDIS_URL,
          concurrency: config.WORKER_CONCURRENCY,
          prefix: config.JOBS_PREFIX,
          handlers: NotificationsJobHandlers,
          imports: [EmailModule.forRoot(config)],
        }),
      ],
    };
  }
}
