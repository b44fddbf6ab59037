import { injectTraceContext } from '@rubrica/telemetry';
import type { JobQueue } from './create-queue.js';
import type { JobData } from './job-data.js';
import { isJobName, type JobName, type JobPayload, type QueueName } from './queues.js';

export interface EnqueueOptions {
  /**
   * Stable id derived from what the job is about (`seal-envelope.<envelopeId>`). While a job with
   * this id exists (waiting, delayed, active, failed, or completed within the last day) enqueueing
   * it again does nothing, so producers may retry freely. No ":" (BullMQ reserves it).
   */
  jobId: string;
  /** Run no earlier than this many milliseconds from now. */
  delay?: number;
}

function assertJobId(jobId: string): void {
  if (typeof jobId !== 'string' || jobId.length === 0) throw new TypeError('enqueue: jobId is required');
  if (jobId.includes(':')) throw new TypeError(`enqueue: jobId "${jobId}" must not contain ":"`);
  // BullMQ refuses ids that look like its own numeric ones.
  if (/^\d+$/.test(jobId)) throw new TypeError(`enqueue: jobId "${jobId}" must not be a bare integer`);
}

/** Adds a job once per `jobId`; returns the id. Carries the caller's trace context to the worker. */
export async function enqueue<Q extends QueueName, J extends JobName<Q>>(
  queue: JobQueue<Q>,
  jobName: J,
  payload: JobPayload<Q, J>,
  options: EnqueueOptions,
): Promise<string> {
  if (!isJobName(queue.name, jobName))
    throw new TypeError(`enqueue: "${jobName}" is not a job of queue "${queue.name}"`);
  assertJobId(options.jobId);
  if (options.delay !== undefined && (!Number.isInteger(options.delay) || options.delay < 0)) {
    throw new TypeError('enqueue: delay must be a non-negative integer of milliseconds');
  }
  const data: JobData<JobPayload<Q, J>> = { payload, trace: injectTraceContext({}) };
  const job = await queue.bullQueue.add(jobName, data, { jobId: options.jobId, delay: options.delay });
  return job.id ?? options.jobId;
}
