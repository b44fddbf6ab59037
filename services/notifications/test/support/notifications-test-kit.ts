import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { createQueue, type JobQueue } from '@rubrica/jobs';
import { eventually } from '@rubrica/testing';

/** Every line a process logged through Nest, by level. */
export interface CapturedLogs {
  log: string[];
  warn: string[];
  error: string[];
}

/** What a test holds of the worker's queue: the producer side, the logs, and jobs sent and settled. */
export interface QueueHarness<Payload> {
  /** The producer side, as another service would hold it (retries shortened: 3 attempts, 20 ms apart). */
  queue: JobQueue<'notifications'>;
  /** Every line the processes logged through Nest, by level. */
  logs: CapturedLogs;
  send(payload: Payload, jobId: string): Promise<string>;
  /** Resolves once the job is completed or failed for good, with that state. */
  settled(jobId: string): Promise<'completed' | 'failed'>;
}

/** Keeps what Nest's loggers print instead of printing it (undone by `jest.restoreAllMocks()`). */
export function captureNestLogs(): CapturedLogs {
  const logs: CapturedLogs = { log: [], warn: [], error: [] };
  for (const level of ['log', 'warn', 'error'] as const) {
    jest.spyOn(Logger.prototype, level).mockImplementation((message: unknown) => {
      logs[level].push(String(message));
    });
  }
  return logs;
}

/** The producer side of the queue, as another service holds it, with retries shortened: 3 attempts, 20 ms apart. */
export function producerQueue(redisUrl: string, prefix: string): JobQueue<'notifications'> {
  return createQueue('notifications', { redisUrl, prefix, attempts: 3, backoffDelayMs: 20 });
}

/** Resolves once the job is completed or failed for good, with that state. */
export function jobSettled(queue: JobQueue<'notifications'>, jobId: string): Promise<'completed' | 'failed'> {
  return eventually(
    async () => {
      const state = await queue.bullQueue.getJobState(jobId);
      return state === 'completed' || state === 'failed' ? state : undefined;
    },
    `job ${jobId} to settle`,
    20_000,
  );
}
