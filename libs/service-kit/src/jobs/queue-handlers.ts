import type { JobHandlers, JobName, QueueName, WorkerJob } from '@rubrica/jobs';

/** A job that will not run again: its attempts are used up, it failed unrecoverably, or it stalled too often. */
export interface FinalJobFailure {
  /** The job as BullMQ reported it (`attemptsMade` counts the attempt that failed last). */
  job: WorkerJob;
  error: Error;
  /**
   * True when the job was failed by BullMQ because its worker lost it too often (a crash or a
   * blocked event loop past the lock): the handler never saw that failure.
   */
  stalled: boolean;
}

/**
 * A service's handlers for every job of one queue, as an injectable class so the handlers can use
 * the service's providers. The `@rubrica/jobs` types make the map total: a job added to the
 * registry does not compile until its queue's service handles it.
 */
export interface QueueHandlers<Q extends QueueName> {
  readonly handlers: JobHandlers<Q>;
  /**
   * Told of every job of that name that failed for good, including the ones BullMQ failed without
   * running the handler (stalled too often), so a producer waiting on the outcome always hears of
   * it. May be called for a failure the handler already reported: reporters must be idempotent.
   */
  readonly failureReporters?: { readonly [J in JobName<Q>]?: (failure: FinalJobFailure) => Promise<void> };
}
