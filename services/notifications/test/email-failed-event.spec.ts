import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { retryDeadLetter, type SendEmailJob } from '@rubrica/jobs';
import { decodeEvent, STREAMS, type EventMessage } from '@rubrica/proto';
import {
  startPrivateNatsServer,
  startTestSmtpServer,
  type PrivateNatsServer,
  type TestSmtpServer,
} from '@rubrica/testing';
import { DataSource } from 'typeorm';
import { startEmailTestWorker, type EmailTestWorker } from './email-test-worker.js';
import { closedPort } from './support/notifications-test-kit.js';

type EmailFailed = EventMessage<'rubrica.notifications.email.failed'>;

let natsServer: PrivateNatsServer;
let nats: NatsConnection;
let jsm: JetStreamManager;
let smtp: TestSmtpServer;
let refusing: EmailTestWorker;
let unreachable: EmailTestWorker;
const outboxes: DataSource[] = [];

async function outboxOf(mail: EmailTestWorker): Promise<DataSource> {
  const dataSource = new DataSource({ type: 'postgres', url: mail.databaseUrl });
  await dataSource.initialize();
  outboxes.push(dataSource);
  return dataSource;
}

/** Waits until the worker's outbox has nothing left to publish. */
async function outboxDrained(outbox: DataSource): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows: unknown[] = await outbox.query('SELECT 1 FROM outbox_events WHERE published_at IS NULL');
    if (rows.length === 0) return;
    // The deadline only keeps a broken test from hanging.
    if (Date.now() > deadline) throw new Error('the outbox was not published');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends `job` through `mail`, expects it to settle in `state`, and waits until the worker's outbox
 * has published what the job left there; answers that outbox.
 */
async function settledAndPublished(
  mail: EmailTestWorker,
  job: SendEmailJob,
  jobId: string,
  state: 'completed' | 'failed',
): Promise<DataSource> {
  const outbox = await outboxOf(mail);
  expect(await mail.sendSettled(job, jobId)).toBe(state);
  await outboxDrained(outbox);
  return outbox;
}

/** Every `email.failed` event stored in the stream for a job. */
async function failuresOf(jobId: string): Promise<Array<{ id: string; raw: string; event: EmailFailed }>> {
  const info = await jsm.streams.info(STREAMS.notifications.name).catch(() => undefined);
  const found: Array<{ id: string; raw: string; event: EmailFailed }> = [];
  for (let seq = info?.state.first_seq ?? 1; seq <= (info?.state.last_seq ?? 0); seq += 1) {
    const message = await jsm.streams.getMessage(STREAMS.notifications.name, { seq });
    if (!message || message.subject !== 'rubrica.notifications.email.failed') continue;
    const event = decodeEvent('rubrica.notifications.email.failed', message.json());
    if (event.jobId === jobId)
      found.push({ id: message.header?.get('Nats-Msg-Id') ?? '', raw: message.string(), event });
  }
  return found;
}

const invitation = (to: string): SendEmailJob => ({
  to,
  template: 'envelope-action-required',
  locale: 'en',
  params: {
    sender: 'Ana',
    title: 'Lease',
    message: 'Secret terms inside',
    link: 'http://localhost:8080/business/envelopes/viewer/secret-token',
  },
  category: 'envelope',
  subject_ref: {
    kind: 'envelope',
    envelopeId: '6f1c2d3e-0000-4000-8000-000000000001',
    recipientId: '6f1c2d3e-0000-4000-8000-000000000002',
  },
});

beforeAll(async () => {
  natsServer = await startPrivateNatsServer('notifications-email-failed');
  nats = await connect({ servers: natsServer.url });
  jsm = await jetstreamManager(nats);
  smtp = await startTestSmtpServer({ rejectRecipients: ['gone@example.test'] });
  unreachable = await startEmailTestWorker('email_failed_down', {
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    NATS_URL: natsServer.url,
  });
  // Started last: the Nest log lines of both workers are collected into the last one's logs.
  refusing = await startEmailTestWorker('email_failed_refused', {
    SMTP_URL: smtp.url,
    NATS_URL: natsServer.url,
  });
});

afterAll(async () => {
  for (const outbox of outboxes) await outbox.destroy();
  await refusing?.close();
  await unreachable?.close();
  await smtp?.close();
  await nats?.close();
  await natsServer?.stop();
});

describe('rubrica.notifications.email.failed', () => {
  it('is published once, with the reference and the SMTP refusal but no body, when the server refuses the recipient', async () => {
    const jobId = 'envelope-invitation.refused';
    await settledAndPublished(refusing, invitation('gone@example.test'), jobId, 'failed');

    const failures = await failuresOf(jobId);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.event).toMatchObject({
      jobId,
      to: 'gone@example.test',
      template: 'envelope-action-required',
      category: 'envelope',
      permanent: true,
      attemptsMade: 1,
      subjectRef: {
        kind: 'envelope',
        envelopeId: '6f1c2d3e-0000-4000-8000-000000000001',
        recipientId: '6f1c2d3e-0000-4000-8000-000000000002',
      },
    });
    expect(failures[0]?.event.reason).toMatch(/550/);
    expect(failures[0]?.raw).not.toMatch(/Secret terms|secret-token/);
  });

  it('is not published again when the same job fails again after a retry of its dead letter', async () => {
    const jobId = 'envelope-invitation.refused-twice';
    const outbox = await settledAndPublished(refusing, invitation('gone@example.test'), jobId, 'failed');
    await retryDeadLetter(refusing.queue, jobId);
    expect(await refusing.settled(jobId)).toBe('failed');
    // The delivery really was attempted twice.
    expect(
      refusing.logs.error.filter((line) => line.includes(`send-email job ${jobId} failed`)),
    ).toHaveLength(2);
    await outboxDrained(outbox);

    expect(await failuresOf(jobId)).toHaveLength(1);
    const rows: unknown[] = await outbox.query(
      `SELECT 1 FROM outbox_events WHERE subject = 'rubrica.notifications.email.failed' AND payload->>'jobId' = $1`,
      [jobId],
    );
    expect(rows).toHaveLength(1);
  });

  it('is published once, after the last attempt, when the server stays unreachable', async () => {
    const jobId = 'envelope-invitation.unreachable';
    await settledAndPublished(unreachable, invitation('ana@example.test'), jobId, 'failed');

    const failures = await failuresOf(jobId);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.event).toMatchObject({ to: 'ana@example.test', permanent: false, attemptsMade: 3 });
    expect(failures[0]?.event.reason).toMatch(/ECONNREFUSED/);
  });

  it('is not published for an e-mail that was delivered', async () => {
    const jobId = 'envelope-invitation.delivered';
    const outbox = await settledAndPublished(refusing, invitation('bia@example.test'), jobId, 'completed');

    expect(await failuresOf(jobId)).toHaveLength(0);
    const rows: unknown[] = await outbox.query(`SELECT 1 FROM outbox_events WHERE payload->>'jobId' = $1`, [
      jobId,
    ]);
    expect(rows).toHaveLength(0);
  });
});
