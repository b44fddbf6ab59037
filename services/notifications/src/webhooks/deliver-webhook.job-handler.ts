import { Inject, Injectable, Logger } from '@nestjs/common';
import { crashPoint } from '@rubrica/config';
import { outboundRequest, type OutboundPolicy } from '@rubrica/outbound';
import { DataSource } from 'typeorm';
import { EndpointDisabledMailer } from './endpoint-disabled.mailer.js';
import type { EndpointSlots } from './endpoint-slots.js';
import { retryDelay } from './retry-delay.util.js';
import { secretsInForce } from './secrets-in-force.util.js';
import { signWebhook } from './sign-webhook.util.js';
import type { WebhookQueue } from './webhook-queue.js';
import { isLastAttempt } from '../jobs/job-attempt.js';
import type { WebhookSecretBox } from './webhook-secret-box.js';
import { webhookStore, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhook.store.js';
import { InjectOutboundPolicy, InjectSecretBox, InjectWebhookQueue } from './webhooks.tokens.js';

export const WEBHOOK_DELIVERY_SETTINGS = Symbol('WEBHOOK_DELIVERY_SETTINGS');
export const ENDPOINT_SLOTS = Symbol('ENDPOINT_SLOTS');

export interface WebhookDeliverySettings {
  timeoutMs: number;
  maxResponseBytes: number;
  /** Pauses before each retry (ms); spent, the delivery fails for good and the endpoint is disabled. */
  retrySchedule: readonly number[];
}

/** How long a delivery waits for a free slot of its endpoint before trying again. */
const SLOT_WAIT_MS = 500;
const EXCERPT_CHARS = 1_000;

/**
 * One `deliver-webhook` job: posts a delivery's event to its endpoint, signed, through the SSRF
 * guard, and logs the attempt. Deliveries to one endpoint about one envelope go out in the order
 * their events arrived: a job whose delivery has an earlier one pending does nothing, and each
 * delivery that settles starts the next. A failure schedules its own retry (a new job after a
 * pause), so the backoff can span more than a day; the last failure disables the endpoint.
 */
@Injectable()
export class DeliverWebhookJobHandler {
  private readonly logger = new Logger('WebhookDelivery');

  constructor(
    private readonly db: DataSource,
    @InjectSecretBox() private readonly box: WebhookSecretBox,
    @InjectOutboundPolicy() private readonly policy: OutboundPolicy,
    @InjectWebhookQueue() private readonly queue: WebhookQueue,
    private readonly disabledMailer: EndpointDisabledMailer,
    @Inject(WEBHOOK_DELIVERY_SETTINGS) private readonly settings: WebhookDeliverySettings,
    @Inject(ENDPOINT_SLOTS) private readonly slots: EndpointSlots,
  ) {}

  /** `job` is BullMQ's count of this job's runs (a job is retried only while its delivery is missing). */
  async handle(
    payload: { deliveryId: string },
    job: { attemptsMade: number; attempts: number },
  ): Promise<void> {
    const delivery = await webhookStore.deliveryById(this.db, payload.deliveryId);
    if (!delivery) {
      // Enqueued inside the producer's transaction: a job that runs before its commit is retried.
      // Still missing on the last run: the transaction rolled back, or the endpoint was deleted.
      if (isLastAttempt(job)) return;
      throw new Error(`webhook delivery ${payload.deliveryId} is not recorded (yet)`);
    }
    if (delivery.status !== 'pending') return;
    const endpoint = await webhookStore.endpointById(this.db, delivery.endpoint_id);
    if (!endpoint) return;
    if (!endpoint.enabled && !delivery.manual) {
      await webhookStore.settleDelivery(this.db, delivery.id, {
        status: 'failed',
        attempts: delivery.attempts,
        nextAttemptAt: null,
      });
      await this.startNext(delivery);
      return;
    }
    if (await webhookStore.earlierPending(this.db, delivery)) return;

    // Held a little longer than the call may take, so a crashed worker's hold lapses by itself.
    const holdMs = this.settings.timeoutMs + 30_000;
    if (!(await this.slots.take(endpoint.id, delivery.id, holdMs))) {
      await this.queue.deliver(delivery.id, `${delivery.attempts}.wait${Date.now()}`, SLOT_WAIT_MS);
      return;
    }
    try {
      if (!(await webhookStore.claimDelivery(this.db, delivery.id, holdMs))) {
        // Another job is sending it; look again once its claim would have lapsed (its worker may die).
        await this.queue.deliver(delivery.id, `${delivery.attempts}.reclaim${Date.now()}`, holdMs);
        return;
      }
      await this.attempt(endpoint, delivery);
    } finally {
      await this.slots.release(endpoint.id, delivery.id);
    }
  }

  private async attempt(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<void> {
    const event = await webhookStore.eventById(this.db, delivery.event_id);
    if (!event) throw new Error(`webhook event ${delivery.event_id} is missing`);
    const attempt = delivery.attempts + 1;
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Rubrica-Webhooks/1',
      ...signWebhook(secretsInForce(endpoint, this.box), {
        id: event.id,
        timestamp: new Date(),
        body: event.body,
      }),
    };
    const started = Date.now();
    let status: number | null = null;
    let excerpt: string | null = null;
    let error: string | null = null;
    try {
      const response = await outboundRequest(
        {
          url: endpoint.url,
          method: 'POST',
          headers,
          body: event.body,
          timeoutMs: this.settings.timeoutMs,
          maxResponseBytes: this.settings.maxResponseBytes,
        },
        this.policy,
      );
      status = response.status;
      excerpt = response.body.toString('utf8').slice(0, EXCERPT_CHARS);
      // The receiver has it; the attempt is not recorded (the delivery is sent again).
      crashPoint('webhook.after-response');
    } catch (caught) {
      error = (caught as Error).message;
    }
    const durationMs = Date.now() - started;
    const succeeded = status !== null && status >= 200 && status < 300;
    await webhookStore.insertAttempt(this.db, {
      delivery_id: delivery.id,
      attempt,
      request_url: endpoint.url,
      // The log shows what was sent, but never the signature (it proves possession of the secret).
      request_headers: { ...headers, 'webhook-signature': '(redacted)' },
      response_status: status,
      response_excerpt: excerpt,
      error,
      duration_ms: durationMs,
    });

    if (succeeded) {
      await webhookStore.settleDelivery(this.db, delivery.id, {
        status: 'succeeded',
        attempts: attempt,
        nextAttemptAt: null,
      });
      await this.startNext(delivery);
      return;
    }
    const pause = retryDelay(this.settings.retrySchedule, attempt);
    if (pause !== undefined) {
      await webhookStore.settleDelivery(this.db, delivery.id, {
        status: 'pending',
        attempts: attempt,
        nextAttemptAt: new Date(Date.now() + pause),
      });
      await this.queue.deliver(delivery.id, String(attempt), pause);
      return;
    }
    await webhookStore.settleDelivery(this.db, delivery.id, {
      status: 'failed',
      attempts: attempt,
      nextAttemptAt: null,
    });
    await this.disable(
      endpoint,
      `delivery ${delivery.id} failed ${attempt} times; last: ${error ?? `HTTP ${status}`}`,
    );
    await this.startNext(delivery);
  }

  private async disable(endpoint: WebhookEndpointRow, reason: string): Promise<void> {
    if (!endpoint.enabled) return;
    const disabled = await webhookStore.updateEndpoint(this.db, endpoint.organization_id, endpoint.id, {
      enabled: false,
      disabled_reason: reason,
    });
    this.logger.warn(`webhook endpoint ${endpoint.id} disabled: ${reason}`);
    if (disabled) await this.disabledMailer.notify(disabled, reason);
  }

  private async startNext(delivery: WebhookDeliveryRow): Promise<void> {
    const next = await webhookStore.nextPending(this.db, delivery);
    if (next) await this.queue.deliver(next.id, `${next.attempts}.after-${delivery.id}`);
  }
}
