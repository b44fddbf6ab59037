import { httpProcessModule } from '@rubrica/service-kit';
import {
  SANDBOX_WHATSAPP_VERIFY_TOKEN,
  whatsappAppSecret,
  type NotificationsConfig,
} from './notifications.config.js';
import { IntegrationsModule } from './integrations/integrations.module.js';
import { notificationsMigrations } from './migrations/index.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { WhatsappWebhookModule } from './whatsapp/webhook/whatsapp-webhook.module.js';

/** The notifications HTTP process: the platform (database, NATS, Redis, probes, outbox), WhatsApp's webhook, the webhooks API and the integrations API. */
export const AppModule = httpProcessModule((config: NotificationsConfig) => ({
  service: { name: 'notifications', migrations: notificationsMigrations },
  imports: [
    WhatsappWebhookModule.forRoot({
      appSecret: whatsappAppSecret(config),
      verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? SANDBOX_WHATSAPP_VERIFY_TOKEN,
    }),
    WebhooksModule.forRoot(config),
    IntegrationsModule.forRoot(config),
  ],
  // WhatsApp's webhook is verified against the exact bytes it signed.
  rawBody: true,
}));
