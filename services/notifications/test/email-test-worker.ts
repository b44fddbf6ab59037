import { jest } from '@jest/globals';
import { enqueue, type EmailLocale, type SendEmailJob } from '@rubrica/jobs';
import { type WorkerProcess } from '@rubrica/service-kit';
import {
  captureNestLogs,
  jobSettled,
  sentAndSettled,
  producerQueue,
  testGround,
  startTestWorker,
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
  const { services, database, prefix } = await testGround(name);
  const logs = captureNestLogs();
  const worker = await startTestWorker({
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: services.natsUrl,
    REDIS_URL: services.redisUrl,
    JOBS_PREFIX: prefix,
    ...env,
  });
  const queue = producerQueue(services.redisUrl, prefix);
  const send = (payload: SendEmailJob, jobId: string) => enqueue(queue, 'send-email', payload, { jobId });

  return {
    queue,
    worker,
    databaseUrl: database.url,
    logs,
    send,
    settled: (jobId) => jobSettled(queue, jobId),
    sendSettled: (payload, jobId) => sentAndSettled(queue, send(payload, jobId), jobId),
    async close() {
      await worker.close();
      await queue.bullQueue.obliterate({ force: true });
      await queue.close();
      await database.drop();
      jest.restoreAllMocks();
    },
  };
}

/** A verify-email job to `to`, in `locale`, for `name`, whose link carries `token`. */
export function verifyEmailJob(to: string, locale: EmailLocale, name: string, token: string): SendEmailJob {
  const link = `http://localhost:8080/oidc/verify-email?token=${token}`;
  return { to, template: 'verify-email', locale, params: { name, link } };
}
