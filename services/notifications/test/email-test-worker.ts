import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { createQueue, enqueue, type JobQueue, type SendEmailJob } from '@rubrica/jobs';
import { bootstrapWorker, type WorkerProcess } from '@rubrica/service-kit';
import { createTestDatabase, resolveTestServices, uniqueName, type TestDatabase } from '@rubrica/testing';
import { loadNotificationsWorkerConfig } from '../src/notifications.config.js';
import { WorkerModule } from '../src/worker.module.js';

export interface EmailTestWorker {
  /** The producer side, as another service would hold it (retries shortened: 3 attempts, 20 ms apart). */
  queue: JobQueue<'notifications'>;
  worker: WorkerProcess;
  /** The worker's own database (its outbox). */
  databaseUrl: string;
  /** Every line the worker logged through Nest, by level. */
  logs: { log: string[]; warn: string[]; error: string[] };
  send(payload: SendEmailJob, jobId: string): Promise<string>;
  /** Resolves once the job is completed or failed for good, with that state. */
  settled(jobId: string): Promise<'completed' | 'failed'>;
  close(): Promise<void>;
}

/**
 * Boots the real notifications worker module (its own database and queue prefix) with the given
 * environment, plus a producer on the same queue.
 */
export async function startEmailTestWorker(
  name: string,
  env: Record<string, string>,
): Promise<EmailTestWorker> {
  const services = await resolveTestServices();
  const database: TestDatabase = await createTestDatabase(`notifications_${name}`);
  const prefix = uniqueName(`notifications_${name}`);
  const logs = { log: [] as string[], warn: [] as string[], error: [] as string[] };
  for (const level of ['log', 'warn', 'error'] as const) {
    jest.spyOn(Logger.prototype, level).mockImplementation((message: unknown) => {
      logs[level].push(String(message));
    });
  }
  const config = {
    ...loadNotificationsWorkerConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      NATS_URL: services.natsUrl,
      REDIS_URL: services.redisUrl,
      JOBS_PREFIX: prefix,
      ...env,
    }),
    PORT: 0,
  };
  const worker = await bootstrapWorker({
    name: 'notifications-worker',
    config,
    module: WorkerModule.forRoot(config),
    telemetry: false,
    handleSignals: false,
  });
  const queue = createQueue('notifications', {
    redisUrl: services.redisUrl,
    prefix,
    attempts: 3,
    backoffDelayMs: 20,
  });

  return {
    queue,
    worker,
    databaseUrl: database.url,
    logs,
    send: (payload, jobId) => enqueue(queue, 'send-email', payload, { jobId }),
    async settled(jobId) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const state = await queue.bullQueue.getJobState(jobId);
        if (state === 'completed' || state === 'failed') return state;
        // The deadline only keeps a broken test from hanging.
        if (Date.now() > deadline) throw new Error(`job ${jobId} still ${state}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await worker.close();
      await queue.bullQueue.obliterate({ force: true });
      await queue.close();
      await database.drop();
      jest.restoreAllMocks();
    },
  };
}
