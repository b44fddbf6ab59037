import { Inject, Injectable } from '@nestjs/common';
import { STREAMS } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
  type AfterCommit,
} from '@rubrica/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { webhookBody } from './webhook-body.util.js';
import { webhookEventTypeOf } from './webhook-event-types.js';
import type { WebhookQueue } from './webhook-queue.js';
import { webhookStore } from './webhook.store.js';
import { InjectWebhookQueue } from './webhooks.tokens.js';

export const WEBHOOK_CONSUMER_SETTINGS = Symbol('WEBHOOK_CONSUMER_SETTINGS');

export interface WebhookConsumerSettings {
  durable: string;
  logLevel: string;
}

/** The four fields every envelope event starts with (proto/EVENTS.md). */
interface EnvelopeEventHead {
  envelopeId?: string;
  organizationId?: string;
  occurredAt?: string;
}

/**
 * Follows every envelope event (one durable consumer on `rubrica.envelopes.>`: NATS 2.9 takes a
 * single filter, and one consumer keeps the stream's order) and turns each public one into a
 * delivery per subscribed endpoint of its organization, in the same transaction that records the
 * event id as processed. Each delivery's job is enqueued once that transaction has committed; a
 * job lost in between (a crash, Redis away) is given again by the WebhookDeliveryReconciler.
 */
@Injectable()
export class EnvelopeEventsWebhooksConsumer extends BackgroundEventConsumers {
  protected readonly consumers: ReadonlyArray<BackgroundEventConsumer<unknown>>;

  constructor(
    dataSource: DataSource,
    nats: NatsConnectionManager,
    @InjectWebhookQueue() private readonly queue: WebhookQueue,
    @Inject(WEBHOOK_CONSUMER_SETTINGS) settings: WebhookConsumerSettings,
  ) {
    super();
    this.consumers = [
      new BackgroundEventConsumer<unknown>({
        nats,
        dataSource,
        stream: STREAMS.envelopes.name,
        streamSubjects: STREAMS.envelopes.subjects,
        durable: settings.durable,
        filterSubject: 'rubrica.envelopes.>',
        // The proto3 JSON as published: receivers get the same mapping EVENTS.md documents.
        parse: (payload) => payload,
        handler: (event, manager, afterCommit) => this.recordDeliveries(event, manager, afterCommit),
        name: 'webhooks-from-envelopes',
        logLevel: settings.logLevel,
      }),
    ];
  }

  private async recordDeliveries(
    event: { id: string; subject: string; payload: unknown },
    manager: EntityManager,
    afterCommit: AfterCommit,
  ): Promise<void> {
    const type = webhookEventTypeOf(event.subject);
    const head = event.payload as EnvelopeEventHead;
    if (!type || !head.organizationId) return;
    const endpoints = await webhookStore.subscribers(manager, head.organizationId, type);
    if (endpoints.length === 0) return;
    const occurredAt = head.occurredAt ?? new Date().toISOString();
    await webhookStore.insertEvent(manager, {
      id: event.id,
      organization_id: head.organizationId,
      envelope_id: head.envelopeId ?? null,
      type,
      body: webhookBody(event.id, type, occurredAt, event.payload),
      occurred_at: occurredAt,
    });
    for (const endpoint of endpoints) {
      const delivery = await webhookStore.insertDelivery(manager, {
        endpoint_id: endpoint.id,
        event_id: event.id,
        organization_id: head.organizationId,
        envelope_id: head.envelopeId ?? null,
        manual: false,
      });
      if (delivery) afterCommit(() => this.queue.deliver(delivery.id, '0'));
    }
  }
}
