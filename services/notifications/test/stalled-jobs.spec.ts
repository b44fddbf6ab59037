import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type DynamicModule } from '@nestjs/common';
import {
  createQueue,
  createWorker,
  enqueue,
  type JobQueue,
  type JobWorker,
  type SendEmailJob,
  type SendWhatsappJob,
} from '@rubrica/jobs';
import { eventEntities } from '@rubrica/messaging';
import { decodeEvent } from '@rubrica/proto';
import {
  bootstrapWorker,
  DatabaseModule,
  DatabaseReadinessCheck,
  HealthModule,
  JobWorkerModule,
  RedisModule,
  RedisReadinessCheck,
  type WorkerProcess,
} from '@rubrica/service-kit';
import { createTestDatabase, resolveTestServices, uniqueName, type TestDatabase } from '@rubrica/testing';
import { DataSource } from 'typeorm';
import { EmailModule } from '../src/email/email.module.js';
import { PushToIntegrationJobHandler } from '../src/integrations/push-to-integration.job-handler.js';
import { NotificationsJobHandlers } from '../src/jobs/notifications-job.handlers.js';
import { notificationsMigrations } from '../src/migrations/index.js';
import { DeliverWebhookJobHandler } from '../src/webhooks/deliver-webhook.job-handler.js';
import { WhatsappModule } from '../src/whatsapp/whatsapp.module.js';

const subjectRef = {
  kind: 'envelope' as const,
  envelopeId: '5d1c2d3e-0000-4000-8000-000000000001',
  recipientId: '5d1c2d3e-0000-4000-8000-000000000002',
};

const email: SendEmailJob = {
  to: 'ana@example.test',
  template: 'envelope-action-required',
  locale: 'en',
  params: { sender: 'Sofia', title: 'Lease', link: 'http://localhost:8080/business/envelopes/viewer/t' },
  category: 'envelope',
  subject_ref: subjectRef,
};

const whatsapp: SendWhatsappJob = {
  to: '+5511987654321',
  template: 'envelope-action-required',
  locale: 'en',
  params: { sender: 'Sofia', title: 'Lease' },
  link: 'http://localhost:8080/business/envelopes/viewer/t',
  subject_ref: subjectRef,
};

let database: TestDatabase;
let redisUrl: string;
let folder: string;
let queue: JobQueue<'notifications'>;
let lost: JobWorker | undefined;
let worker: WorkerProcess | undefined;
let db: DataSource;
const prefix = uniqueName('notifications_stalled');

beforeAll(async () => {
  ({ redisUrl } = await resolveTestServices());
  database = await createTestDatabase('notifications_stalled');
  folder = await mkdtemp(join(tmpdir(), 'rubrica-stalled-'));
  queue = createQueue('notifications', { redisUrl, prefix });
  db = new DataSource({ type: 'postgres', url: database.url });
});

afterAll(async () => {
  await worker?.close();
  await lost?.close({ force: true });
  if (db.isInitialized) await db.destroy();
  await queue?.bullQueue.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  await database?.drop();
  await rm(folder, { recursive: true, force: true });
});

/** The notifications worker's queue consumer, tuned to notice a lost job at once and fail it at its first stall. */
/** Webhook deliveries and integration pushes play no part here (and need NATS): their handlers are stand-ins. */
@Module({})
class NoWebhooksModule {
  static forRoot(): DynamicModule {
    const standIn = { handle: async () => undefined, reportFinalFailure: async () => undefined };
    return {
      module: NoWebhooksModule,
      providers: [
        { provide: DeliverWebhookJobHandler, useValue: standIn },
        { provide: PushToIntegrationJobHandler, useValue: standIn },
      ],
      exports: [DeliverWebhookJobHandler, PushToIntegrationJobHandler],
    };
  }
}

async function startWorker(): Promise<WorkerProcess> {
  @Module({
    imports: [
      DatabaseModule.forService({
        url: database.url,
        name: 'notifications-worker',
        entities: [...eventEntities],
        migrations: notificationsMigrations,
      }),
      RedisModule.forRoot({ url: redisUrl, name: 'notifications-worker' }),
      HealthModule.forRoot([DatabaseReadinessCheck, RedisReadinessCheck]),
      JobWorkerModule.forQueue({
        queue: 'notifications',
        redisUrl,
        concurrency: 2,
        prefix,
        handlers: NotificationsJobHandlers,
        stalledInterval: 100,
        maxStalledCount: 0,
        imports: [
          EmailModule.forRoot({ MAIL_FROM: 'no-reply@rubrica.test', MAIL_OUTBOX_DIR: join(folder, 'mail') }),
          WhatsappModule.forRoot({
            provider: 'sandbox',
            apiUrl: 'https://graph.facebook.com',
            apiVersion: 'v21.0',
            timeoutMs: 1_000,
            appSecret: 'stalled-test-secret',
            outboxDir: join(folder, 'whatsapp'),
            webhookUrl: 'http://127.0.0.1:9/unused',
            statusDelayMs: 0,
          }),
          NoWebhooksModule.forRoot(),
        ],
      }),
    ],
  })
  class StalledTestModule {}
  return bootstrapWorker({
    name: 'notifications-worker',
    config: { PORT: 0, LOG_LEVEL: 'silent' },
    module: StalledTestModule,
    telemetry: false,
    handleSignals: false,
  });
}

describe('a notifications job BullMQ fails for stalling', () => {
  it('still reaches its producer as email.failed or whatsapp.failed, without the message being sent', async () => {
    // A worker takes both jobs, then dies mid-delivery: their locks expire unrenewed.
    let taken = 0;
    let allTaken!: () => void;
    const bothTaken = new Promise<void>((resolve) => (allTaken = resolve));
    const hang = () => {
      if (++taken === 2) allTaken();
      return new Promise<void>(() => undefined);
    };
    lost = createWorker(
      'notifications',
      { 'send-email': hang, 'send-whatsapp': hang, 'deliver-webhook': hang, 'push-to-integration': hang },
      // Its own stalled check must not hold the queue's check-lock for BullMQ's default 30 s.
      { redisUrl, concurrency: 2, prefix, lockDuration: 300, stalledInterval: 100 },
    );
    await enqueue(queue, 'send-email', email, { jobId: 'envelope-invitation.stalled' });
    await enqueue(queue, 'send-whatsapp', whatsapp, { jobId: 'whatsapp.envelope-invitation.stalled' });
    await bothTaken;
    await lost.close({ force: true });
    lost = undefined;

    worker = await startWorker();
    await db.initialize();
    const events = async () =>
      (await db.query(
        `SELECT subject, payload FROM outbox_events WHERE subject LIKE 'rubrica.notifications.%.failed' ORDER BY seq`,
      )) as Array<{ subject: string; payload: unknown }>;
    const deadline = Date.now() + 20_000;
    while ((await events()).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const found = await events();
    const mailFailure = found.find((event) => event.subject === 'rubrica.notifications.email.failed');
    const whatsappFailure = found.find((event) => event.subject === 'rubrica.notifications.whatsapp.failed');
    expect(decodeEvent('rubrica.notifications.email.failed', mailFailure?.payload as never)).toMatchObject({
      jobId: 'envelope-invitation.stalled',
      to: 'ana@example.test',
      reason: 'job stalled more than allowable limit',
      permanent: false,
      subjectRef,
    });
    expect(
      decodeEvent('rubrica.notifications.whatsapp.failed', whatsappFailure?.payload as never),
    ).toMatchObject({
      jobId: 'whatsapp.envelope-invitation.stalled',
      to: '+5511987654321',
      reason: 'job stalled more than allowable limit',
      permanent: false,
      subjectRef,
    });
    expect(found).toHaveLength(2);
    expect(await queue.bullQueue.getJobState('envelope-invitation.stalled')).toBe('failed');
    expect(await readdir(join(folder, 'mail')).catch(() => [])).toEqual([]);
    expect(await readdir(join(folder, 'whatsapp')).catch(() => [])).toEqual([]);
  });
});
