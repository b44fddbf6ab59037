import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { JobName, JobPayload, JobQueue } from '@rubrica/jobs';
import type { BillingConfig } from '../billing.config.js';
import { InjectBillingConfig } from '../billing-config.module.js';

/** The producer side of the `billing` queue, opened on first use (after telemetry has started). */
@Injectable()
export class BillingQueue implements OnModuleDestroy {
  private queue: Promise<JobQueue<'billing'>> | undefined;

  constructor(@InjectBillingConfig() private readonly config: BillingConfig) {}

  /** Adds the job once per `jobId` (delayed by `delay` ms): asking twice schedules it once. */
  async enqueue<J extends JobName<'billing'>>(
    job: J,
    payload: JobPayload<'billing', J>,
    jobId: string,
    delay?: number,
  ): Promise<void> {
    const { enqueue } = await import('@rubrica/jobs');
    await enqueue(await this.open(), job, payload, { jobId, delay });
  }

  async onModuleDestroy(): Promise<void> {
    const queue = this.queue;
    this.queue = undefined;
    if (queue) await (await queue).close();
  }

  private open(): Promise<JobQueue<'billing'>> {
    this.queue ??= import('@rubrica/jobs').then(({ createQueue }) =>
      createQueue('billing', { redisUrl: this.config.REDIS_URL, prefix: this.config.JOBS_PREFIX }),
    );
    return this.queue;
  }
}
