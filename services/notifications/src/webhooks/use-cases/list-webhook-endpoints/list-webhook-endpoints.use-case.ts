import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { presentWebhookEndpoint } from '../../present-webhook-endpoint.util.js';
import { webhookStore } from '../../webhook.store.js';
import { webhookError, WebhookErrorCode } from '../../webhooks.errors.js';

/** The caller's organization's endpoints, or one of them (404 for any other organization's). */
@Injectable()
export class ListWebhookEndpointsUseCase {
  constructor(private readonly db: DataSource) {}

  async execute(caller: OrganizationCaller) {
    const rows = await webhookStore.listEndpoints(this.db, caller.organizationId);
    return { data: rows.map((row) => presentWebhookEndpoint(row)) };
  }

  async one(caller: OrganizationCaller, id: string) {
    const row = await webhookStore.findEndpoint(this.db, caller.organizationId, id);
    if (!row) throw webhookError(WebhookErrorCode.EndpointNotFound);
    return presentWebhookEndpoint(row);
  }
}
