import type { OnModuleDestroy } from '@nestjs/common';
// Types only from the package root: BullMQ loads on first use, once telemetry can trace it.
import type {
  CreateQueueOptions,
  EnqueueOptions,
  JobName,
  JobPayload,
  JobQueue,
  QueueName,
} from '@rubrica/jobs';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import type { PlatformConfig } from '../service-platform.module.js';

/**
 * The producer side of a queue of the `@rubrica/jobs` registry: opened on first use (after
 * telemetry has started) on the process's Redis and key prefix, closed with its module. A
 * service's queue provider extends it with the operations its callers need.
 */
export abstract class QueueProducer<Q extends QueueName> implements OnModuleDestroy {
  private readonly queue: LazyQueue<Q>;

  protected constructor(
    name: Q,
    config: Pick<PlatformConfig, 'REDIS_URL' | 'JOBS_PREFIX'>,
    retries: Pick<CreateQueueOptions, 'attempts' | 'backoffDelayMs'> = {},
  ) {
    this.queue = new LazyQueue(name, () => ({
      redisUrl: config.REDIS_URL,
      prefix: config.JOBS_PREFIX,
      ...retries,
    }));
  }

  /** Adds the job once per `jobId`: a request delivered twice is enqueued once. */
  async enqueue<J extends JobName<Q>>(job: J, payload: JobPayload<Q, J>, jobId: string): Promise<void> {
    await this.add(job, payload, { jobId });
  }

  protected async add<J extends JobName<Q>>(
    job: J,
    payload: JobPayload<Q, J>,
    options: EnqueueOptions,
  ): Promise<void> {
    await this.queue.enqueue(job, payload, options);
  }

  /** The job of that id when it failed for good, retried with fresh attempts; whether there was one. */
  protected async retryIfFailed(jobId: string): Promise<boolean> {
    const existing = await (await this.open()).bullQueue.getJob(jobId);
    if (!existing || !(await existing.isFailed())) return false;
    await existing.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  }

  protected open(): Promise<JobQueue<Q>> {
    return this.queue.open();
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
