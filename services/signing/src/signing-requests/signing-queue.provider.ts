import { Injectable } from '@nestjs/common';
import type { JobName, JobPayload } from '@rubrica/jobs';
import { QueueProducer } from '@rubrica/service-kit';
import type { SigningWorkerConfig } from '../signing.config.js';
import { InjectSigningConfig } from '../signing-config.module.js';

/** The producer side of the `signing` queue. */
@Injectable()
export class SigningQueue extends QueueProducer<'signing'> {
  constructor(@InjectSigningConfig() config: SigningWorkerConfig) {
    super('signing', config, {
      attempts: config.SIGNING_JOB_ATTEMPTS,
      backoffDelayMs: config.SIGNING_JOB_BACKOFF_MS,
    });
  }

  /**
   * Adds the job once per `jobId`: a request delivered twice is enqueued once. With `revive`
   * (the request is still unanswered), a job of that id that failed for good runs again: a worker
   * killed mid-job fails it as stalled without answering, and the same id would otherwise make
   * every republished request a no-op, leaving the envelope waiting for ever.
   */
  override async enqueue<J extends JobName<'signing'>>(
    job: J,
    payload: JobPayload<'signing', J>,
    jobId: string,
    options: { revive?: boolean } = {},
  ): Promise<void> {
    await super.enqueue(job, payload, jobId);
    if (options.revive) await this.retryIfFailed(jobId);
  }
}
