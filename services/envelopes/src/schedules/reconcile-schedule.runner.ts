import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { FlowConfig } from '../envelope-flow/flow-config.js';
import { FlowQueues } from '../envelope-flow/flow-queues.js';

/** The sandbox purge runs hourly: data is due 7 days after creation, an hour late is fine. */
const SANDBOX_PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the repeating jobs (the reconciler, the sandbox purge) once per deployment: the
 * scheduler ids are stable, so every worker replica upserts the same two schedules.
 */
@Injectable()
export class ReconcileScheduleRunner implements OnApplicationBootstrap {
  constructor(
    private readonly queues: FlowQueues,
    @InjectEnvelopesConfig() private readonly config: FlowConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = await this.queues.queue('envelopes');
    await queue.bullQueue.upsertJobScheduler(
      'reconcile-envelopes',
      { every: this.config.RECONCILE_EVERY_MS },
      { name: 'reconcile-envelopes', data: { payload: { trigger: 'schedule' }, trace: {} } },
    );
    await queue.bullQueue.upsertJobScheduler(
      'purge-sandbox-envelopes',
      { every: SANDBOX_PURGE_EVERY_MS },
      { name: 'purge-sandbox-envelopes', data: { payload: { trigger: 'schedule' }, trace: {} } },
    );
  }
}
