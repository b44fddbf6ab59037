import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { presentWebhookEndpoint } from '../../present-webhook-endpoint.util.js';
import { webhookStore } from '../../webhook.store.js';
import { organizationEndpoint } from '../../organization-endpoint.util.js';

/** The caller's organization's endpoints, or one of them (404 for any other organization's). */
@Injectable()
export class ListWebhookEndpointsUseCase {
  constructor(private readonly db: DataSource) {}

  async execute(caller: OrganizationCaller) {
    const rows = await webhookStore.listEndpoints(this.db, caller.organizationId);
    return { data: rows.map((row) => presentWebhookEndpoint(row)) };
  }

  async one(caller: OrganizationCaller, id: string) {
    return presentWebhookEndpoint(await organizationEndpoint(this.db, caller.organizationId, id));
  }
}
