import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { JobName, JobPayload } from '@rubrica/jobs';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import type { StorageWorkerConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';

/** The producer side of the `storage` queue, opened on first use (after telemetry has started). */
@Injectable()
export class StorageQueue implements OnModuleDestroy {
  private readonly queue: LazyQueue<'storage'>;

  constructor(@InjectStorageConfig() config: StorageWorkerConfig) {
    this.queue = new LazyQueue('storage', () => ({
      redisUrl: config.REDIS_URL,
      prefix: config.JOBS_PREFIX,
      attempts: config.CONVERSION_JOB_ATTEMPTS,
      backoffDelayMs: config.CONVERSION_JOB_BACKOFF_MS,
    }));
  }

  /** Adds the job once per `jobId`: a request delivered twice is enqueued once. */
  async enqueue<J extends JobName<'storage'>>(
    job: J,
    payload: JobPayload<'storage', J>,
    jobId: string,
  ): Promise<void> {
    const { enqueue } = await import('@rubrica/jobs');
    await enqueue(await this.queue.open(), job, payload, { jobId });
  }

  /**
   * Makes sure the job will run again: a dead letter is retried with fresh attempts, a finished
   * or missing job is added anew; a job still waiting or running is left alone.
   */
  async requeue<J extends JobName<'storage'>>(
    job: J,
    payload: JobPayload<'storage', J>,
    jobId: string,
  ): Promise<'retried' | 'enqueued' | 'in-progress'> {
    const queue = await this.queue.open();
    const existing = await queue.bullQueue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state === 'failed') {
        await existing.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
        return 'retried';
      }
      if (state !== 'completed' && state !== 'unknown') return 'in-progress';
      await existing.remove();
    }
    await this.enqueue(job, payload, jobId);
    return 'enqueued';
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
