import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { JobName, JobPayload, JobQueue } from '@rubrica/jobs';
import type { StorageWorkerConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';

/** The producer side of the `storage` queue, opened on first use (after telemetry has started). */
@Injectable()
export class StorageQueue implements OnModuleDestroy {
  private queue: Promise<JobQueue<'storage'>> | undefined;

  constructor(@InjectStorageConfig() private readonly config: StorageWorkerConfig) {}

  /** Adds the job once per `jobId`: a request delivered twice is enqueued once. */
  async enqueue<J extends JobName<'storage'>>(
    job: J,
    payload: JobPayload<'storage', J>,
    jobId: string,
  ): Promise<void> {
    const { enqueue } = await import('@rubrica/jobs');
    await enqueue(await this.open(), job, payload, { jobId });
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
    const queue = await this.open();
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

  async onModuleDestroy(): Promise<void> {
    const queue = this.queue;
    this.queue = undefined;
    if (queue) await (await queue).close();
  }

  private open(): Promise<JobQueue<'storage'>> {
    this.queue ??= import('@rubrica/jobs').then(({ createQueue }) =>
      createQueue('storage', {
        redisUrl: this.config.REDIS_URL,
        prefix: this.config.JOBS_PREFIX,
        attempts: this.config.CONVERSION_JOB_ATTEMPTS,
        backoffDelayMs: this.config.CONVERSION_JOB_BACKOFF_MS,
      }),
    );
    return this.queue;
  }
}
