import { workerProcessModule } from '@rubrica/service-kit';
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

/**
 * The notifications worker process: the platform with the same database as the HTTP process (its
 * outbox relay publishes `email.failed` and `whatsapp.failed` written by the jobs) and its queue.
 */
export const WorkerModule = workerProcessModule((config: NotificationsWorkerConfig) => {
  // One e-mail module (one transport) for the `send-email` jobs and the webhooks' notices.
  const email = EmailModule.forRoot(config);
  return {
    service: { name: 'notifications', migrations: notificationsMigrations },
    jobs: {
      queue: 'notifications',
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
    },
  };
});
