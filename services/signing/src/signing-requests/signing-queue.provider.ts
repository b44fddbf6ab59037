import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { JobName, JobPayload } from '@rubrica/jobs';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import type { SigningWorkerConfig } from '../signing.config.js';
import { InjectSigningConfig } from '../signing-config.module.js';

/** The producer side of the `signing` queue, opened on first use (after telemetry has started). */
@Injectable()
export class SigningQueue implements OnModuleDestroy {
  private readonly queue: LazyQueue<'signing'>;

  constructor(@InjectSigningConfig() config: SigningWorkerConfig) {
    this.queue = new LazyQueue('signing', () => ({
      redisUrl: config.REDIS_URL,
      prefix: config.JOBS_PREFIX,
      attempts: config.SIGNING_JOB_ATTEMPTS,
      backoffDelayMs: config.SIGNING_JOB_BACKOFF_MS,
    }));
  }

  /**
   * Adds the job once per `jobId`: a request delivered twice is enqueued once. With `revive`
   * (the request is still unanswered), a job of that id that failed for good runs again: a worker
   * killed mid-job fails it as stalled without answering, and the same id would otherwise make
   * every republished request a no-op, leaving the envelope waiting for ever.
   */
  async enqueue<J extends JobName<'signing'>>(
    job: J,
    payload: JobPayload<'signing', J>,
    jobId: string,
    options: { revive?: boolean } = {},
  ): Promise<void> {
    const { enqueue } = await import('@rubrica/jobs');
    const queue = await this.queue.open();
    await enqueue(queue, job, payload, { jobId });
    if (!options.revive) return;
    const existing = await queue.bullQueue.getJob(jobId);
    if (existing && (await existing.isFailed()))
      await existing.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
