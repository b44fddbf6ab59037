import { Injectable } from '@nestjs/common';
import type { JobName, JobPayload } from '@rubrica/jobs';
import { QueueProducer } from '@rubrica/service-kit';
import type { BillingConfig } from '../billing.config.js';
import { InjectBillingConfig } from '../billing-config.module.js';

/** The producer side of the `billing` queue. */
@Injectable()
export class BillingQueue extends QueueProducer<'billing'> {
  constructor(@InjectBillingConfig() config: BillingConfig) {
    super('billing', config);
  }

  /** Adds the job once per `jobId` (delayed by `delay` ms): asking twice schedules it once. */
  override async enqueue<J extends JobName<'billing'>>(
    job: J,
    payload: JobPayload<'billing', J>,
    jobId: string,
    delay?: number,
  ): Promise<void> {
    await this.add(job, payload, { jobId, delay });
  }
}
