import { StrandedJobSweeper } from '../jobs/stranded-job-sweeper.js';
import type { WebhookQueue } from './webhook-queue.js';
import { webhookStore } from './webhook.store.js';

const BATCH = 500;

/**
 * Gives every pending delivery whose job was lost a new one, periodically, so no delivery stays
 * pending after a crash. Safe on every worker at once: a delivery is sent by whichever job claims
 * it, and the others find it taken or settled.
 */
export class WebhookDeliveryReconciler extends StrandedJobSweeper<WebhookQueue> {
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
