import { Module, type DynamicModule } from '@nestjs/common';
import { createBlobStore } from '@rubrica/blob';
import type { NotificationsWorkerConfig } from '../notifications.config.js';
import {
  EnvelopeCompletedIntegrationsConsumer,
  INTEGRATION_CONSUMER_SETTINGS,
  type IntegrationConsumerSettings,
} from './envelope-completed-integrations.consumer.js';
import { integrationCoreProviders } from './integration-core.providers.js';
import { IntegrationPushQueue } from './integration-push-queue.js';
import { strandedJobSweeper, type SweepSettings } from '../jobs/stranded-job-sweeper.js';
import { IntegrationPushReconciler } from './integration-push.reconciler.js';
import { IntegrationPushReporter } from './integration-push.reporter.js';
import { INTEGRATION_PUSH_QUEUE } from './integrations.tokens.js';
import { INTEGRATION_BLOBS, PushToIntegrationJobHandler } from './push-to-integration.job-handler.js';

/**
 * The worker side of integrations: the consumer that turns completed envelopes into pushes, the
 * `push-to-integration` handler that stores their files in the organization's archive, and the
 * sweep that re-enqueues pushes whose job was lost.
 */
@Module({})
export class IntegrationPushModule {
  static forRoot(config: NotificationsWorkerConfig): DynamicModule {
    const consumer: IntegrationConsumerSettings = {
      durable: config.INTEGRATION_EVENTS_DURABLE,
      logLevel: config.LOG_LEVEL,
    };
    const reconciler: SweepSettings = {
      // The webhooks' sweep interval: one setting for how often the worker looks for lost jobs.
      intervalMs: config.WEBHOOK_SWEEP_INTERVAL_MS,
      // Longer than any pause between a push's runs (the last backoff) and a store's time.
      graceMs:
        config.INTEGRATION_PUSH_BACKOFF_MS * 2 ** Math.max(config.INTEGRATION_PUSH_ATTEMPTS - 1, 0) +
        config.DOCUWARE_TIMEOUT_MS * 4,
    };
    return {
      module: IntegrationPushModule,
      providers: [
        ...integrationCoreProviders(config),
        { provide: INTEGRATION_PUSH_QUEUE, useFactory: () => new IntegrationPushQueue(config) },
        { provide: INTEGRATION_BLOBS, useFactory: () => createBlobStore(config) },
        { provide: INTEGRATION_CONSUMER_SETTINGS, useValue: consumer },
        strandedJobSweeper(IntegrationPushReconciler, INTEGRATION_PUSH_QUEUE, reconciler),
        IntegrationPushReporter,
        PushToIntegrationJobHandler,
        EnvelopeCompletedIntegrationsConsumer,
      ],
      exports: [
        PushToIntegrationJobHandler,
        EnvelopeCompletedIntegrationsConsumer,
        IntegrationPushReconciler,
      ],
    };
  }
}
