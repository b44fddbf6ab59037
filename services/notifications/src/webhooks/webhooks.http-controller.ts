import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { GatewayCaller, RequireOwner, type OrganizationCaller, parseInput } from '@rubrica/service-kit';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';
import { DeleteWebhookEndpointUseCase } from './use-cases/delete-webhook-endpoint/delete-webhook-endpoint.use-case.js';
import { ListWebhookDeliveriesUseCase } from './use-cases/list-webhook-deliveries/list-webhook-deliveries.use-case.js';
import { ListWebhookEndpointsUseCase } from './use-cases/list-webhook-endpoints/list-webhook-endpoints.use-case.js';
import { RedeliverWebhookUseCase } from './use-cases/redeliver-webhook/redeliver-webhook.use-case.js';
import { RegisterWebhookEndpointUseCase } from './use-cases/register-webhook-endpoint/register-webhook-endpoint.use-case.js';
import { RotateWebhookSecretUseCase } from './use-cases/rotate-webhook-secret/rotate-webhook-secret.use-case.js';
import { SendTestWebhookUseCase } from './use-cases/send-test-webhook/send-test-webhook.use-case.js';
import { UpdateWebhookEndpointUseCase } from './use-cases/update-webhook-endpoint/update-webhook-endpoint.use-case.js';
import {
  createWebhookEndpointSchema,
  listDeliveriesSchema,
  rotateWebhookSecretSchema,
  updateWebhookEndpointSchema,
} from './webhooks.schemas.js';

/**
 * An organization's webhook endpoints and their delivery log, under the integrations area (the
 * gateway already sends `organizations/integrations` here, and third-party tokens reach it with the
 * `webhooks` scopes). Integrations are administrators-only
 * (organization-and-commercial §6: "They require is_owner"), so every route needs an owner.
 */
@Controller('organizations/integrations/webhooks')
@RequireOwner()
export class WebhooksHttpController {
  constructor(
    private readonly listEndpoints: ListWebhookEndpointsUseCase,
    private readonly registerEndpoint: RegisterWebhookEndpointUseCase,
    private readonly updateEndpoint: UpdateWebhookEndpointUseCase,
    private readonly deleteEndpoint: DeleteWebhookEndpointUseCase,
    private readonly rotateSecret: RotateWebhookSecretUseCase,
    private readonly listDeliveries: ListWebhookDeliveriesUseCase,
    private readonly redeliver: RedeliverWebhookUseCase,
    private readonly sendTest: SendTestWebhookUseCase,
  ) {}

  @Get()
  list(@GatewayCaller() caller: OrganizationCaller) {
    return this.listEndpoints.execute(caller);
  }

  @Post()
  create(@GatewayCaller() caller: OrganizationCaller, @Body() body: unknown) {
    return this.registerEndpoint.execute(caller, parseInput(createWebhookEndpointSchema, body));
  }

  /** The event types an endpoint may subscribe to, for the screen's checkboxes. */
  @Get('event-types')
  eventTypes() {
    return { data: [...WEBHOOK_EVENT_TYPES] };
  }

  @Post('deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  redeliverOne(@GatewayCaller() caller: OrganizationCaller, @Param('deliveryId') deliveryId: string) {
    return this.redeliver.execute(caller, deliveryId);
  }

  @Get(':id')
  show(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.listEndpoints.one(caller, id);
  }

  @Patch(':id')
  update(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string, @Body() body: unknown) {
    return this.updateEndpoint.execute(caller, id, parseInput(updateWebhookEndpointSchema, body));
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.deleteEndpoint.execute(caller, id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  rotate(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string, @Body() body: unknown) {
    return this.rotateSecret.execute(caller, id, parseInput(rotateWebhookSecretSchema, body).overlap_seconds);
  }

  @Get(':id/deliveries')
  deliveries(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string, @Query() query: unknown) {
    return this.listDeliveries.execute(caller, id, parseInput(listDeliveriesSchema, query));
  }

  @Post(':id/test')
  @HttpCode(202)
  test(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.sendTest.execute(caller, id);
  }
}
