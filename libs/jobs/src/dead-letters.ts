import { AppError, ErrorStatus } from '@rubrica/errors';
import type { JobQueue } from './create-queue.js';
import type { QueueName } from './queues.js';

export interface DeadLetter {
  jobId: string;
  jobName: string;
  payload: unknown;
  /** The last attempt's error message. */
  reason: string;
  attemptsMade: number;
  failedAt?: Date;
  stacktrace: string[];
}

/** Jobs that used up their attempts (or failed unrecoverably), newest first. */
export async function listDeadLetters<Q extends QueueName>(
  queue: JobQueue<Q>,
  range: { start?: number; end?: number } = {},
): Promise<DeadLetter[]> {
  const jobs = await queue.bullQueue.getFailed(range.start ?? 0, range.end ?? 99);
  return jobs
    .filter((job) => job !== undefined && job !== null)
    .map((job) => ({
      jobId: job.id ?? '',
      jobName: job.name,
      payload: job.data?.payload,
      reason: job.failedReason,
      attemptsMade: job.attemptsMade,
      failedAt: job.finishedOn === undefined ? undefined : new Date(job.finishedOn),
      stacktrace: job.stacktrace ?? [],
    }));
}

/** Moves a dead letter back to the queue with a fresh set of attempts. */
export async function retryDeadLetter<Q extends QueueName>(queue: JobQueue<Q>, jobId: string): Promise<void> {
  const job = await queue.bullQueue.getJob(jobId);
  if (!job || !(await job.isFailed())) {
    throw new AppError(
      'job.dead_letter_not_found',
      ErrorStatus.NotFound,
      `No dead letter "${jobId}" on queue "${queue.name}".`,
      undefined,
      { job_id: jobId, queue: queue.name },
    );
  }
  await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
}
