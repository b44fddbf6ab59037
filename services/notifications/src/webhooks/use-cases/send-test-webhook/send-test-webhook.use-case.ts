import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { webhookBody } from '../../webhook-body.util.js';
import type { WebhookQueue } from '../../webhook-queue.js';
import { organizationEndpoint } from '../../organization-endpoint.util.js';
import { webhookStore } from '../../webhook.store.js';
import { presentDelivery } from '../list-webhook-deliveries/list-webhook-deliveries.use-case.js';
import { InjectWebhookQueue } from '../../webhooks.tokens.js';

/** Sends a `webhook.test` event to one endpoint (enabled or not), logged like any delivery. */
@Injectable()
export class SendTestWebhookUseCase {
  constructor(
    private readonly db: DataSource,
    @InjectWebhookQueue() private readonly queue: WebhookQueue,
  ) {}

  async execute(caller: OrganizationCaller, endpointId: string) {
    const endpoint = await organizationEndpoint(this.db, caller.organizationId, endpointId);
    const id = `msg_test_${randomUUID()}`;
    const occurredAt = new Date().toISOString();
    const delivery = await this.db.transaction(async (manager) => {
      await webhookStore.insertEvent(manager, {
        id,
        organization_id: caller.organizationId,
        envelope_id: null,
        type: 'webhook.test',
        body: webhookBody(id, 'webhook.test', occurredAt, { organizationId: caller.organizationId }),
        occurred_at: occurredAt,
      });
      return webhookStore.insertDelivery(manager, {
        endpoint_id: endpoint.id,
        event_id: id,
        organization_id: caller.organizationId,
        envelope_id: null,
        manual: true,
      });
    });
    await this.queue.deliver(delivery!.id, '0');
    return presentDelivery({ ...delivery!, type: 'webhook.test' }, []);
  }
}
