import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { JobName, JobPayload } from '@rubrica/jobs';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import type { BillingConfig } from '../billing.config.js';
import { InjectBillingConfig } from '../billing-config.module.js';

/** The producer side of the `billing` queue, opened on first use (after telemetry has started). */
@Injectable()
export class BillingQueue implements OnModuleDestroy {
  private readonly queue: LazyQueue<'billing'>;

  constructor(@InjectBillingConfig() config: BillingConfig) {
    this.queue = new LazyQueue('billing', () => ({ redisUrl: config.REDIS_URL, prefix: config.JOBS_PREFIX }));
  }

  /** Adds the job once per `jobId` (delayed by `delay` ms): asking twice schedules it once. */
  async enqueue<J extends JobName<'billing'>>(
    job: J,
    payload: JobPayload<'billing', J>,
    jobId: string,
    delay?: number,
  ): Promise<void> {
    const { enqueue } = await import('@rubrica/jobs');
    await enqueue(await this.queue.open(), job, payload, { jobId, delay });
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
