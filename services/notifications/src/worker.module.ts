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
import { IntegrationPushModule } from './integrations/integration-push.module.js';
import { NotificationsJobHandlers } from './jobs/notifications-job.handlers.js';
import { notificationsMigrations } from './migrations/index.js';
import {
  whatsappAppSecret,
  whatsappProvider,
  type NotificationsWorkerConfig,
} from './notifications.config.js';
import { WebhookDeliveryModule } from './webhooks/webhook-delivery.module.js';
import { WhatsappModule } from './whatsapp/whatsapp.module.js';

/** The notifications worker process: the same database and connections as the HTTP process, its queue and outbox relay. */
@Module({})
export class WorkerModule {
  static forRoot(config: NotificationsWorkerConfig): DynamicModule {
    // One e-mail module (one transport) for the `send-email` jobs and the webhooks' notices.
    const email = EmailModule.forRoot(config);
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
        // Publishes `email.failed` and `whatsapp.failed` written by the jobs (the HTTP process runs one too).
        OutboxRelayModule.forService({ service: 'notifications' }),
        JobWorkerModule.forQueue({
          queue: 'notifications',
          redisUrl: config.REDIS_URL,
          concurrency: config.WORKER_CONCURRENCY,
          prefix: config.JOBS_PREFIX,
          handlers: NotificationsJobHandlers,
          imports: [
            email,
            WebhookDeliveryModule.forRoot(config, email),
            IntegrationPushModule.forRoot(config),
            WhatsappModule.forRoot({
              provider: whatsappProvider(config),
              apiUrl: config.WHATSAPP_API_URL,
              apiVersion: config.WHATSAPP_API_VERSION,
              phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
              accessToken: config.WHATSAPP_ACCESS_TOKEN,
              timeoutMs: config.WHATSAPP_TIMEOUT_MS,
              appSecret: whatsappAppSecret(config),
              outboxDir: config.WHATSAPP_OUTBOX_DIR,
              webhookUrl: config.WHATSAPP_WEBHOOK_URL,
              statusDelayMs: config.WHATSAPP_SANDBOX_STATUS_DELAY_MS,
            }),
          ],
        }),
      ],
    };
  }
}
