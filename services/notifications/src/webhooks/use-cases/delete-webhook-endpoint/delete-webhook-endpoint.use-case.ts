import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { webhookStore } from '../../webhook.store.js';
import { webhookError, WebhookErrorCode } from '../../webhooks.errors.js';

/** Removes an endpoint with its delivery log; deliveries in flight find it gone and stop. */
@Injectable()
export class DeleteWebhookEndpointUseCase {
  constructor(private readonly db: DataSource) {}

  async execute(caller: OrganizationCaller, id: string): Promise<void> {
    if (!(await webhookStore.deleteEndpoint(this.db, caller.organizationId, id)))
      throw webhookError(WebhookErrorCode.EndpointNotFound);
  }
}
