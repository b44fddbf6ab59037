import { Module, type DynamicModule } from '@nestjs/common';
import type { NotificationsConfig } from '../notifications.config.js';
import { DeleteWebhookEndpointUseCase } from './use-cases/delete-webhook-endpoint/delete-webhook-endpoint.use-case.js';
import { ListWebhookDeliveriesUseCase } from './use-cases/list-webhook-deliveries/list-webhook-deliveries.use-case.js';
import { ListWebhookEndpointsUseCase } from './use-cases/list-webhook-endpoints/list-webhook-endpoints.use-case.js';
import { RedeliverWebhookUseCase } from './use-cases/redeliver-webhook/redeliver-webhook.use-case.js';
import { RegisterWebhookEndpointUseCase } from './use-cases/register-webhook-endpoint/register-webhook-endpoint.use-case.js';
import { RotateWebhookSecretUseCase } from './use-cases/rotate-webhook-secret/rotate-webhook-secret.use-case.js';
import { SendTestWebhookUseCase } from './use-cases/send-test-webhook/send-test-webhook.use-case.js';
import { UpdateWebhookEndpointUseCase } from './use-cases/update-webhook-endpoint/update-webhook-endpoint.use-case.js';
import { webhookCoreProviders } from './webhook-core.providers.js';
import { WebhooksHttpController } from './webhooks.http-controller.js';

/** The HTTP side of webhooks: an organization's endpoints, secrets and delivery log. */
@Module({})
export class WebhooksModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: WebhooksModule,
      controllers: [WebhooksHttpController],
      providers: [
        ...webhookCoreProviders(config),
        ListWebhookEndpointsUseCase,
        RegisterWebhookEndpointUseCase,
        UpdateWebhookEndpointUseCase,
        DeleteWebhookEndpointUseCase,
        RotateWebhookSecretUseCase,
        ListWebhookDeliveriesUseCase,
        RedeliverWebhookUseCase,
        SendTestWebhookUseCase,
      ],
    };
  }
}
