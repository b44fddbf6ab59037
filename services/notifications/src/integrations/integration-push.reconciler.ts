import { StrandedJobSweeper } from '../jobs/stranded-job-sweeper.js';
import type { IntegrationPushQueue } from './integration-push-queue.js';
import { integrationStore } from './integration.store.js';

/**
 * Enqueues again, periodically, each pending push whose job may be lost, so none stays pending
 * after Redis loses its data. A push's job id is stable: while its job exists (waiting, delayed
 * between retries, running), enqueueing it again does nothing, so every worker may sweep at once.
 */
export class IntegrationPushReconciler extends StrandedJobSweeper<IntegrationPushQueue> {
  /** Enqueues each stranded push (a no-op for those whose job still exists); returns how many. */
  async sweep(): Promise<number> {
    const stranded = await integrationStore.stranded(this.db, this.settings.graceMs, 500);
    for (const push of stranded) await this.queue.push(push.id);
    return stranded.length;
  }
}
