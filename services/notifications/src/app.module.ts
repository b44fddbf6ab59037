import { Module, type DynamicModule } from '@nestjs/common';
import { eventEntities } from '@rubrica/messaging';
import {
  DatabaseModule,
  DatabaseReadinessCheck,
  HealthModule,
  NatsModule,
  NatsReadinessCheck,
  OutboxRelayModule,
  RedisModule,
  RedisReadinessCheck,
} from '@rubrica/service-kit';
import {
  SANDBOX_WHATSAPP_VERIFY_TOKEN,
  whatsappAppSecret,
  type NotificationsConfig,
} from './notifications.config.js';
import { IntegrationsModule } from './integrations/integrations.module.js';
import { notificationsMigrations } from './migrations/index.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { WhatsappWebhookModule } from './whatsapp/webhook/whatsapp-webhook.module.js';

/** The notifications HTTP process: its database, NATS, Redis, probes, outbox relay, WhatsApp's webhook, the webhooks API and the integrations API. */
@Module({})
export class AppModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'notifications',
          entities: [...eventEntities],
          migrations: notificationsMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'notifications' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'notifications' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'notifications' }),
        WhatsappWebhookModule.forRoot({
          appSecret: whatsappAppSecret(config),
          verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? SANDBOX_WHATSAPP_VERIFY_TOKEN,
        }),
        WebhooksModule.forRoot(config),
        IntegrationsModule.forRoot(config),
      ],
    };
  }
}
