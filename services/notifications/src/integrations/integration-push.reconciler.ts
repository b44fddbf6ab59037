import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StrandedJobSweeper, type SweepSettings } from '../jobs/stranded-job-sweeper.js';
import type { IntegrationPushQueue } from './integration-push-queue.js';
import { integrationStore } from './integration.store.js';
import { InjectIntegrationPushQueue } from './integrations.tokens.js';

export const INTEGRATION_RECONCILER_SETTINGS = Symbol('INTEGRATION_RECONCILER_SETTINGS');

export type IntegrationReconcilerSettings = SweepSettings;

/**
 * Enqueues again, periodically, each pending push whose job may be lost, so none stays pending
 * after Redis loses its data. A push's job id is stable: while its job exists (waiting, delayed
 * between retries, running), enqueueing it again does nothing, so every worker may sweep at once.
 */
@Injectable()
export class IntegrationPushReconciler extends StrandedJobSweeper {
  constructor(
    private readonly db: DataSource,
    @InjectIntegrationPushQueue() private readonly queue: IntegrationPushQueue,
    @Inject(INTEGRATION_RECONCILER_SETTINGS) settings: IntegrationReconcilerSettings,
  ) {
    super('IntegrationPushReconciler', settings);
  }

  /** Enqueues each stranded push (a no-op for those whose job still exists); returns how many. */
  async sweep(): Promise<number> {
    const stranded = await integrationStore.stranded(this.db, this.settings.graceMs, 500);
    for (const push of stranded) await this.queue.push(push.id);
    return stranded.length;
  }
}
