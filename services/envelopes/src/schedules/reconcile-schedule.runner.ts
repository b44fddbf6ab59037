import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectFlowConfig, type FlowConfig } from '../sending/flow-config.js';
import { FlowQueues } from '../sending/flow-queues.js';

/** Registers the reconciler's repeating job once per deployment (the scheduler id is stable). */
@Injectable()
export class ReconcileScheduleRunner implements OnApplicationBootstrap {
  constructor(
    private readonly queues: FlowQueues,
    @InjectFlowConfig() private readonly config: FlowConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = await this.queues.queue('envelopes');
    await queue.bullQueue.upsertJobScheduler(
      'reconcile-envelopes',
      { every: this.config.RECONCILE_EVERY_MS },
      { name: 'reconcile-envelopes', data: { payload: { trigger: 'schedule' }, trace: {} } },
    );
  }
}
