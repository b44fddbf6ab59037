import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jest } from '@jest/globals';
import { enqueue, type SendWhatsappJob } from '@rubrica/jobs';
import { decodeEvent, type EventMessage } from '@rubrica/proto';
import { httpServiceUrl, type WorkerProcess } from '@rubrica/service-kit';
import { eventually } from '@rubrica/testing';
import { DataSource } from 'typeorm';
import {
  captureNestLogs,
  jobSettled,
  sentAndSettled,
  producerQueue,
  testGround,
  startTestHttp,
  startTestWorker,
  type QueueHarness,
} from './support/notifications-test-kit.js';

export type WhatsappFailed = EventMessage<'rubrica.notifications.whatsapp.failed'>;

export const TEST_APP_SECRET = 'test-whatsapp-app-secret';
export const TEST_VERIFY_TOKEN = 'test-whatsapp-verify-token';

export interface WhatsappTestStack extends QueueHarness<SendWhatsappJob> {
  /** The HTTP process (the webhook), at `url`. */
  http?: NestExpressApplication;
  url?: string;
  worker?: WorkerProcess;
  /** Both processes' database. */
  db: DataSource;
  /** Where the sandbox keeps messages. */
  outboxDir: string;
  /** The `whatsapp.failed` events written to the outbox for a job. */
  failuresOf(jobId: string): Promise<WhatsappFailed[]>;
  /** Resolves with a value once the probe gives one (the deadline only keeps a broken test from hanging). */
  until<T>(probe: () => Promise<T | undefined>): Promise<T>;
  /** The sandbox's kept copies. */
  keptMessages(): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

/**
 * Boots the notifications HTTP process (the webhook) and/or worker on one fresh database and
 * queue prefix, as they run in production, with the given environment.
 */
export async function startWhatsappTestStack(
  name: string,
  options: {
    http?: boolean;
    worker?: boolean;
    env?: Record<string, string>;
    workerEnv?: (url: string | undefined) => Record<string, string>;
  },
): Promise<WhatsappTestStack> {
  const { services, database, prefix } = await testGround(name);
  const outboxDir = await mkdtemp(join(tmpdir(), `rubrica-whatsapp-${name}-`));
  const logs = captureNestLogs();
  const base = {
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: services.natsUrl,
    REDIS_URL: services.redisUrl,
    WHATSAPP_APP_SECRET: TEST_APP_SECRET,
    ...options.env,
  };
  let http: NestExpressApplication | undefined;
  let url: string | undefined;
  if (options.http) {
    http = await startTestHttp({ ...base, WHATSAPP_VERIFY_TOKEN: TEST_VERIFY_TOKEN });
    url = httpServiceUrl(http);
  }
  let worker: WorkerProcess | undefined;
  if (options.worker) {
    worker = await startTestWorker({
      ...base,
      JOBS_PREFIX: prefix,
      WHATSAPP_OUTBOX_DIR: outboxDir,
      WHATSAPP_SANDBOX_STATUS_DELAY_MS: '20',
      ...(url ? { WHATSAPP_WEBHOOK_URL: `${url}/p/notifications/whatsapp` } : {}),
      ...options.workerEnv?.(url),
    });
  }
  const queue = producerQueue(services.redisUrl, prefix);
  const send = (payload: SendWhatsappJob, jobId: string) =>
    enqueue(queue, 'send-whatsapp', payload, { jobId });
  const db = new DataSource({ type: 'postgres', url: database.url });
  await db.initialize();

  const until = <T>(probe: () => Promise<T | undefined>): Promise<T> =>
    eventually(probe, 'the awaited state', 20_000);

  return {
    http,
    url,
    worker,
    queue,
    db,
    outboxDir,
    logs,
    send,
    settled: (jobId) => jobSettled(queue, jobId),
    sendSettled: (payload, jobId) => sentAndSettled(queue, send(payload, jobId), jobId),
    async failuresOf(jobId) {
      const rows = (await db.query(
        `SELECT payload FROM outbox_events WHERE subject = 'rubrica.notifications.whatsapp.failed' ORDER BY seq`,
      )) as Array<{ payload: unknown }>;
      return rows
        .map((row) => decodeEvent('rubrica.notifications.whatsapp.failed', row.payload as never))
        .filter((event) => event.jobId === jobId);
    },
    until,
    async keptMessages() {
      const files = (await readdir(outboxDir).catch(() => []))
        .filter((file) => file.endsWith('.json'))
        .sort();
      return Promise.all(
        files.map(async (file) => JSON.parse(await readFile(join(outboxDir, file), 'utf8'))),
      );
    },
    async close() {
      await worker?.close();
      await http?.close();
      await queue.bullQueue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await db.destroy();
      await database.drop();
      await rm(outboxDir, { recursive: true, force: true });
      jest.restoreAllMocks();
    },
  };
}
