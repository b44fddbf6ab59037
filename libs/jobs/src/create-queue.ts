import { Queue, type JobsOptions } from 'bullmq';
import type { JobData } from './job-data.js';
import type { QueueName } from './queues.js';
import { createRedisConnection } from './redis-connection.js';

export const DEFAULT_PREFIX = 'rubrica';

export interface CreateQueueOptions {
  redisUrl: string;
  /** Redis key prefix; tests use a unique one. Must match the workers'. */
  prefix?: string;
  /** Attempts before a job becomes a dead letter; 5 by default. */
  attempts?: number;
  /** First retry delay; doubled on each further retry. 1 s by default. */
  backoffDelayMs?: number;
}

export interface JobQueue<Q extends QueueName> {
  readonly name: Q;
  /** The BullMQ queue, for operations this library does not wrap (counts, pause, metrics). */
  readonly bullQueue: Queue<JobData, void, string>;
  close(): Promise<void>;
}

export function defaultJobOptions(
  options: Pick<CreateQueueOptions, 'attempts' | 'backoffDelayMs'> = {},
): JobsOptions {
  return {
    attempts: options.attempts ?? 5,
    backoff: { type: 'exponential', delay: options.backoffDelayMs ?? 1000 },
    // Completed jobs stay a while so a repeated enqueue with the same id is still ignored; bounded
    // so Redis does not grow with history.
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    // Failed jobs are the dead-letter list: kept until someone retries or removes them.
    removeOnFail: false,
  };
}

/** A producer handle for one registered queue. */
export function createQueue<Q extends QueueName>(name: Q, options: CreateQueueOptions): JobQueue<Q> {
  const connection = createRedisConnection(options.redisUrl);
  const bullQueue = new Queue<JobData, void, string>(name, {
    connection,
    prefix: options.prefix ?? DEFAULT_PREFIX,
    defaultJobOptions: defaultJobOptions(options),
  });
  return {
    name,
    bullQueue,
    async close() {
      await bullQueue.close();
      await connection.quit().catch(() => undefined);
    },
  };
}
