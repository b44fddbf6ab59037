import { Injectable } from '@nestjs/common';
import type { JobName, JobPayload } from '@rubrica/jobs';
import { QueueProducer } from '@rubrica/service-kit';
import type { StorageWorkerConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';

/** The producer side of the `storage` queue. */
@Injectable()
export class StorageQueue extends QueueProducer<'storage'> {
  constructor(@InjectStorageConfig() config: StorageWorkerConfig) {
    super('storage', config, {
      attempts: config.CONVERSION_JOB_ATTEMPTS,
      backoffDelayMs: config.CONVERSION_JOB_BACKOFF_MS,
    });
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
    if (await this.retryIfFailed(jobId)) return 'retried';
    const existing = await (await this.open()).bullQueue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state !== 'completed' && state !== 'unknown') return 'in-progress';
      await existing.remove();
    }
    await this.enqueue(job, payload, jobId);
    return 'enqueued';
  }
}
