import { Module, type DynamicModule } from '@nestjs/common';
import { RpcModule } from '@rubrica/messaging';
import { REDIS_CONNECTION } from '@rubrica/service-kit';
import type { Redis } from 'ioredis';
import { strandedJobSweeper, type SweepSettings } from '../jobs/stranded-job-sweeper.js';
import type { NotificationsWorkerConfig } from '../notifications.config.js';
import {
  DeliverWebhookJobHandler,
  ENDPOINT_SLOTS,
  WEBHOOK_DELIVERY_SETTINGS,
  type WebhookDeliverySettings,
} from './deliver-webhook.job-handler.js';
import { EndpointDisabledMailer } from './endpoint-disabled.mailer.js';
import { EndpointSlots } from './endpoint-slots.js';
import {
  EnvelopeEventsWebhooksConsumer,
  WEBHOOK_CONSUMER_SETTINGS,
  type WebhookConsumerSettings,
} from './envelope-events-webhooks.consumer.js';
import { webhookCoreProviders } from './webhook-core.providers.js';
import { WebhookDeliveryReconciler } from './webhook-delivery.reconciler.js';
import { WEBHOOK_QUEUE } from './webhooks.tokens.js';

/**
 * The worker side of webhooks: the envelope events consumer that records deliveries, the
 * `deliver-webhook` handler and the sweep that re-enqueues deliveries whose job was lost. `email` is the worker's e-mail module (its transport tells owners
 * about disabled endpoints).
 */
@Module({})
export class WebhookDeliveryModule {
  static forRoot(config: NotificationsWorkerConfig, email: DynamicModule): DynamicModule {
    const delivery: WebhookDeliverySettings = {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      maxResponseBytes: config.WEBHOOK_MAX_RESPONSE_BYTES,
      retrySchedule: config.WEBHOOK_RETRY_SCHEDULE_MS,
    };
    const consumer: WebhookConsumerSettings = {
      durable: config.WEBHOOK_EVENTS_DURABLE,
      logLevel: config.LOG_LEVEL,
    };
    const reconciler: SweepSettings = {
      intervalMs: config.WEBHOOK_SWEEP_INTERVAL_MS,
      // Later than a job's own retries (BullMQ's, for a row not yet committed) could still come.
      graceMs: Math.max(60_000, config.WEBHOOK_TIMEOUT_MS * 2),
    };
    return {
      module: WebhookDeliveryModule,
      imports: [email, RpcModule.register({ natsUrl: config.NATS_URL, name: 'notifications-worker-rpc' })],
      providers: [
        ...webhookCoreProviders(config),
        { provide: WEBHOOK_DELIVERY_SETTINGS, useValue: delivery },
        {
          provide: ENDPOINT_SLOTS,
          inject: [REDIS_CONNECTION],
          useFactory: (redis: Redis) =>
            new EndpointSlots(redis, config.JOBS_PREFIX ?? 'rubrica', config.WEBHOOK_ENDPOINT_CONCURRENCY),
        },
        { provide: WEBHOOK_CONSUMER_SETTINGS, useValue: consumer },
        strandedJobSweeper(WebhookDeliveryReconciler, WEBHOOK_QUEUE, reconciler),
        EndpointDisabledMailer,
        DeliverWebhookJobHandler,
        EnvelopeEventsWebhooksConsumer,
      ],
      exports: [DeliverWebhookJobHandler, EnvelopeEventsWebhooksConsumer, WebhookDeliveryReconciler],
    };
  }
}
