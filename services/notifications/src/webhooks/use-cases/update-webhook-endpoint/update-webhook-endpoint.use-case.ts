import { Injectable } from '@nestjs/common';
import { checkOutboundUrl, type OutboundPolicy } from '@rubrica/outbound';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { presentWebhookEndpoint } from '../../present-webhook-endpoint.util.js';
import { organizationEndpoint } from '../../organization-endpoint.util.js';
import { webhookStore } from '../../webhook.store.js';
import { webhookError, WebhookErrorCode } from '../../webhooks.errors.js';
import type { UpdateWebhookEndpointInput } from '../../webhooks.schemas.js';
import { InjectOutboundPolicy } from '../../webhooks.tokens.js';

/** Changes an endpoint; a new URL passes the SSRF guard first, and enabling it again clears why it was disabled. */
@Injectable()
export class UpdateWebhookEndpointUseCase {
  constructor(
    private readonly db: DataSource,
    @InjectOutboundPolicy() private readonly policy: OutboundPolicy,
  ) {}

  async execute(caller: OrganizationCaller, id: string, input: UpdateWebhookEndpointInput) {
    await organizationEndpoint(this.db, caller.organizationId, id);
    if (input.url !== undefined) await checkOutboundUrl(input.url, this.policy, 'url');
    const row = await webhookStore.updateEndpoint(this.db, caller.organizationId, id, {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.event_types !== undefined ? { event_types: [...new Set(input.event_types)] } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.enabled === true ? { disabled_reason: null } : {}),
    });
    if (!row) throw webhookError(WebhookErrorCode.EndpointNotFound);
    return presentWebhookEndpoint(row);
  }
}
