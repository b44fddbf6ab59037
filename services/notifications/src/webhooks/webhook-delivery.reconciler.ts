import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StrandedJobSweeper, type SweepSettings } from '../jobs/stranded-job-sweeper.js';
import type { WebhookQueue } from './webhook-queue.js';
import { webhookStore } from './webhook.store.js';
import { InjectWebhookQueue } from './webhooks.tokens.js';

export const WEBHOOK_RECONCILER_SETTINGS = Symbol('WEBHOOK_RECONCILER_SETTINGS');

export type WebhookReconcilerSettings = SweepSettings;

const BATCH = 500;

/**
 * Gives every pending delivery whose job was lost a new one, periodically, so no delivery stays
 * pending after a crash. Safe on every worker at once: a delivery is sent by whichever job claims
 * it, and the others find it taken or settled.
 */
@Injectable()
export class WebhookDeliveryReconciler extends StrandedJobSweeper {
  constructor(
    private readonly db: DataSource,
    @InjectWebhookQueue() private readonly queue: WebhookQueue,
    @Inject(WEBHOOK_RECONCILER_SETTINGS) settings: WebhookReconcilerSettings,
  ) {
    super('WebhookDeliveryReconciler', settings);
  }

  /** Enqueues a job for each stranded delivery; returns how many. */
  async sweep(): Promise<number> {
    const stranded = await webhookStore.stranded(this.db, this.settings.graceMs, BATCH);
    const stamp = Date.now();
    for (const delivery of stranded)
      await this.queue.deliver(delivery.id, `${delivery.attempts}.sweep${stamp}`);
    if (stranded.length > 0) this.logger.log(`re-enqueued ${stranded.length} stranded webhook deliveries`);
    return stranded.length;
  }
}
