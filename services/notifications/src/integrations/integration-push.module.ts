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
import { IntegrationPushReporter } from './integration-push.reporter.js';
import { INTEGRATION_PUSH_QUEUE } from './integrations.tokens.js';
import { INTEGRATION_BLOBS, PushToIntegrationJobHandler } from './push-to-integration.job-handler.js';

/**
 * The worker side of integrations: the consumer that turns completed envelopes into pushes, and
 * the `push-to-integration` handler that stores their files in the organization's archive.
 */
@Module({})
export class IntegrationPushModule {
  static forRoot(config: NotificationsWorkerConfig): DynamicModule {
    const consumer: IntegrationConsumerSettings = {
      durable: config.INTEGRATION_EVENTS_DURABLE,
      logLevel: config.LOG_LEVEL,
    };
    return {
      module: IntegrationPushModule,
      providers: [
        ...integrationCoreProviders(config),
        { provide: INTEGRATION_PUSH_QUEUE, useFactory: () => new IntegrationPushQueue(config) },
        { provide: INTEGRATION_BLOBS, useFactory: () => createBlobStore(config) },
        { provide: INTEGRATION_CONSUMER_SETTINGS, useValue: consumer },
        IntegrationPushReporter,
        PushToIntegrationJobHandler,
        EnvelopeCompletedIntegrationsConsumer,
      ],
      exports: [PushToIntegrationJobHandler, EnvelopeCompletedIntegrationsConsumer],
    };
  }
}
