import { jest } from '@jest/globals';
import { enqueue, type SendEmailJob } from '@rubrica/jobs';
import { bootstrapWorker, type WorkerProcess } from '@rubrica/service-kit';
import { createTestDatabase, resolveTestServices, uniqueName, type TestDatabase } from '@rubrica/testing';
import { loadNotificationsWorkerConfig } from '../src/notifications.config.js';
import { WorkerModule } from '../src/worker.module.js';
import {
  captureNestLogs,
  jobSettled,
  producerQueue,
  type QueueHarness,
} from './support/notifications-test-kit.js';

export interface EmailTestWorker extends QueueHarness<SendEmailJob> {
  worker: WorkerProcess;
  /** The worker's own database (its outbox). */
  databaseUrl: string;
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
  const logs = captureNestLogs();
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
  const queue = producerQueue(services.redisUrl, prefix);

  return {
    queue,
    worker,
    databaseUrl: database.url,
    logs,
    send: (payload, jobId) => enqueue(queue, 'send-email', payload, { jobId }),
    settled: (jobId) => jobSettled(queue, jobId),
    async close() {
      await worker.close();
      await queue.bullQueue.obliterate({ force: true });
      await queue.close();
      await database.drop();
      jest.restoreAllMocks();
    },
  };
}
