import { crashPoint } from '@rubrica/config';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { extractTraceContext, SpanKind, withSpan } from '@rubrica/telemetry';
import { DEFAULT_PREFIX } from './create-queue.js';
import type { JobData } from './job-data.js';
import type { JobName, JobPayload, QueueName } from './queues.js';
import { createRedisConnection } from './redis-connection.js';

/** A job as a worker sees it (its payload not yet checked). */
export type WorkerJob = Job<JobData, void, string>;

/** One handler per job of the queue: a worker takes any job its queue holds. */
export type JobHandlers<Q extends QueueName> = {
  [J in JobName<Q>]: (payload: JobPayload<Q, J>, job: Job<JobData<JobPayload<Q, J>>>) => Promise<void>;
};

/** The pino-compatible subset the worker reports through. */
export interface JobLogger {
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface CreateWorkerOptions {
  redisUrl: string;
  concurrency: number;
  prefix?: string;
  logger?: JobLogger;
  /** How long a job's lock lasts without renewal (BullMQ default 30 s); a dead worker's job is redone after it. */
  lockDuration?: number;
  /** How often stalled jobs are looked for (BullMQ default 30 s). */
  stalledInterval?: number;
  /** Stalls tolerated before the job fails (BullMQ default 1). */
  maxStalledCount?: number;
}

export interface JobWorker {
  readonly name: QueueName;
  /** The BullMQ worker, for events and metrics. */
  readonly worker: Worker<JobData, void, string>;
  /**
   * Stops taking jobs and waits for the active ones to finish. `force` stops at once: the active
   * jobs' locks then expire and another worker redoes them.
   */
  close(options?: { force?: boolean }): Promise<void>;
}

export function createWorker<Q extends QueueName>(
  queueName: Q,
  handlers: JobHandlers<Q>,
  options: CreateWorkerOptions,
): JobWorker {
  const connection = createRedisConnection(options.redisUrl);
  const dispatch = handlers as Record<string, (payload: unknown, job: Job<JobData>) => Promise<void>>;

  async function process(job: Job<JobData, void, string>): Promise<void> {
    const handler = Object.hasOwn(dispatch, job.name) ? dispatch[job.name] : undefined;
    if (typeof handler !== 'function') {
      // Retrying cannot make an unknown job known: fail it now, visibly, as a dead letter.
      throw new UnrecoverableError(`Unknown job "${job.name}" on queue "${queueName}".`);
    }
    crashPoint('job.before-run');
    await withSpan(`${queueName} ${job.name}`, () => handler(job.data.payload, job), {
      parent: extractTraceContext(job.data.trace ?? {}),
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.destination.name': queueName,
        'messaging.operation.name': job.name,
        'messaging.message.id': job.id ?? '',
        'rubrica.job.attempt': job.attemptsMade + 1,
      },
    });
    crashPoint('job.after-run');
  }

  // BullMQ treats an explicit undefined as a value: pass only the tunings that were given.
  const tunings = Object.fromEntries(
    Object.entries({
      lockDuration: options.lockDuration,
      stalledInterval: options.stalledInterval,
      maxStalledCount: options.maxStalledCount,
    }).filter(([, value]) => value !== undefined),
  );
  let worker: Worker<JobData, void, string>;
  try {
    worker = new Worker<JobData, void, string>(queueName, process, {
      connection,
      prefix: options.prefix ?? DEFAULT_PREFIX,
      concurrency: options.concurrency,
      ...tunings,
    });
  } catch (error) {
    connection.disconnect();
    throw error;
  }
  // Without a listener an 'error' event (e.g. Redis going away) would crash the process.
  worker.on('error', (error) => options.logger?.error({ err: error, queue: queueName }, 'job worker error'));
  worker.on('failed', (job, error) =>
    options.logger?.warn(
      { err: error, queue: queueName, job_name: job?.name, job_id: job?.id, attempts: job?.attemptsMade },
      'job failed',
    ),
  );

  return {
    name: queueName,
    worker,
    async close({ force = false } = {}) {
      await worker.close(force);
      await connection.quit().catch(() => undefined);
    },
  };
}
