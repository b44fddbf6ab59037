import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import type { WebhookQueue } from '../../webhook-queue.js';
import { webhookStore } from '../../webhook.store.js';
import { webhookError, WebhookErrorCode } from '../../webhooks.errors.js';
import { presentDelivery } from '../list-webhook-deliveries/list-webhook-deliveries.use-case.js';
import { InjectWebhookQueue } from '../../webhooks.tokens.js';

/**
 * Sends an event again to the endpoint of one of its deliveries, whatever that delivery's
 * outcome: a new delivery (same event id and body, so receivers deduplicate) with its own retries.
 */
@Injectable()
export class RedeliverWebhookUseCase {
  constructor(
    private readonly db: DataSource,
    @InjectWebhookQueue() private readonly queue: WebhookQueue,
  ) {}

  async execute(caller: OrganizationCaller, deliveryId: string) {
    const original = await webhookStore.findDelivery(this.db, caller.organizationId, deliveryId);
    if (!original) throw webhookError(WebhookErrorCode.DeliveryNotFound);
    const delivery = await webhookStore.insertDelivery(this.db, {
      endpoint_id: original.endpoint_id,
      event_id: original.event_id,
      organization_id: original.organization_id,
      envelope_id: original.envelope_id,
      manual: true,
    });
    await this.queue.deliver(delivery!.id, '0');
    const event = await webhookStore.eventById(this.db, original.event_id);
    return presentDelivery({ ...delivery!, type: event?.type }, []);
  }
}
