import type { WorkerProcess } from '@rubrica/service-kit';
import { ReconcileEnvelopesUseCase } from '../src/schedules/use-cases/reconcile-envelopes/reconcile-envelopes.use-case.js';
import { stateOf, type EnvelopeSeed } from './flow-support/envelope-fixtures.js';
import { call, eventually, linkTokenFor, member, useFlowApp } from './flow-support/flow-test-kit.js';
import { sendSeeded } from './flow-support/sent-envelopes.js';

// One "hour" of action_reminder_frequency lasts 40 ms here: a 24-hour reminder comes about every second.
const kit = useFlowApp('schedules', { env: { REMINDER_HOUR_MS: '40' } });
let worker: WorkerProcess;

beforeAll(async () => {
  worker = await kit.startWorker();
});

const sendEnvelope = (seed?: EnvelopeSeed) => sendSeeded(kit, seed);

describe('the expiration job', () => {
  it('expires an envelope at its deadline: links die and the sender is told', async () => {
    const envelope = await sendEnvelope({
      recipients: [{ email: 'late@example.com' }],
      expireAt: new Date(Date.now() + 1_500),
    });
    const token = await linkTokenFor(kit, 'late@example.com');
    await eventually(
      async () => ((await stateOf(kit.dataSource, envelope.id)).state === 'expired' ? true : undefined),
      'the envelope to expire',
    );
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`)).status).toBe(400);
    // The mail is queued once the expiring transaction has committed, a moment after the state shows.
    const expiredMail = await eventually(
      async () => (await kit.mails()).find((mail) => mail.job.template === 'envelope-expired')?.job,
      'the expiry mail',
    );
    expect(expiredMail).toMatchObject({
      to: envelope.senderEmail,
      params: { title: 'Contract', link: `https://rubrica.test/business/documents/info/${envelope.id}` },
    });
    const [event] = await kit.dataSource.query(
      `SELECT 1 FROM outbox_events WHERE subject = 'rubrica.envelopes.envelope.expired' AND payload->>'envelopeId' = $1`,
      [envelope.id],
    );
    expect(event).toBeDefined();
  });
});

describe('the reminders job', () => {
  it('reminds waiting recipients every period, not those who acted, and stops when the envelope ends', async () => {
    const envelope = await sendEnvelope({
      recipients: [{ email: 'slow@example.com' }, { type: 'approver', email: 'quick@example.com' }],
      reminderHours: 24,
    });
    // The approver (no fields) approves at once.
    const quick = await linkTokenFor(kit, 'quick@example.com');
    expect((await call(kit.url, 'POST', `/p/envelopes/recipients/${quick}`, { json: {} })).status).toBe(202);

    const reminders = async (to: string) =>
      (await kit.mails()).filter((mail) => mail.job.template === 'envelope-reminder' && mail.job.to === to);
    await eventually(
      async () => ((await reminders('slow@example.com')).length >= 2 ? true : undefined),
      'two reminders',
    );
    const reminder = (await reminders('slow@example.com'))[0]!.job;
    expect(reminder.params).toMatchObject({ sender: 'Sofia Sender', title: 'Contract' });
    // A reminder's link works.
    const token = /viewer\/([A-Za-z0-9_-]+)$/.exec(reminder.params.link!)![1]!;
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`)).status).toBe(200);
    expect(await reminders('quick@example.com')).toEqual([]);

    await call(kit.url, 'POST', `/envelopes/${envelope.id}/cancel`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(
      await kit.dataSource.query('SELECT 1 FROM envelope_schedules WHERE envelope_id = $1', [envelope.id]),
    ).toEqual([]);
    const delayed = await kit.envelopesQueue.bullQueue.getJobs(['delayed', 'waiting']);
    expect(
      delayed.filter(
        (job) =>
          job.name === 'send-reminder' &&
          (job.data.payload as { envelopeId: string }).envelopeId === envelope.id,
      ),
    ).toEqual([]);
  });
});

describe('the reconciler', () => {
  it('publishes a signing request left unanswered again, under the same request id', async () => {
    const envelope = await sendEnvelope({ recipients: [{ email: 'stuck@example.com' }] });
    const token = await linkTokenFor(kit, 'stuck@example.com');
    expect((await call(kit.url, 'POST', `/p/envelopes/recipients/${token}`, { json: {} })).status).toBe(202);
    await kit.dataSource.query(
      `UPDATE signing_requests SET last_published_at = now() - interval '1 day' WHERE envelope_id = $1`,
      [envelope.id],
    );
    const report = await worker.context.get(ReconcileEnvelopesUseCase).execute();
    expect(report.republished).toBeGreaterThanOrEqual(1);
    const published: Array<{ request_id: string }> = await kit.dataSource.query(
      `SELECT payload->>'requestId' AS request_id FROM outbox_events
       WHERE subject = 'rubrica.envelopes.recipient.signing_requested' AND payload->>'envelopeId' = $1`,
      [envelope.id],
    );
    expect(published).toHaveLength(2);
    expect(published[0]!.request_id).toBe(published[1]!.request_id);
  });

  it('invites again, with a new link, a recipient whose invitation never left after the commit', async () => {
    const envelope = await sendEnvelope({ recipients: [{ email: 'lost-mail@example.com' }] });
    const first = await linkTokenFor(kit, 'lost-mail@example.com');
    // As if the process stopped between the commit and the enqueue.
    await kit.dataSource.query(
      `UPDATE recipient_tokens SET delivered_at = NULL, created_at = now() - interval '1 hour' WHERE envelope_id = $1`,
      [envelope.id],
    );
    const report = await worker.context.get(ReconcileEnvelopesUseCase).execute();
    expect(report.reinvited).toBe(1);
    const second = await linkTokenFor(kit, 'lost-mail@example.com');
    expect(second).not.toBe(first);
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${second}`)).status).toBe(200);
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${first}`)).status).toBe(400);
    expect((await worker.context.get(ReconcileEnvelopesUseCase).execute()).reinvited).toBe(0);
  });

  it('adds back a delayed job Redis lost', async () => {
    const envelope = await sendEnvelope({ expireAt: new Date(Date.now() + 24 * 3600 * 1000) });
    const jobId = `expire-envelope.${envelope.id}`;
    await (await kit.envelopesQueue.bullQueue.getJob(jobId))!.remove();
    await worker.context.get(ReconcileEnvelopesUseCase).execute();
    expect(await (await kit.envelopesQueue.bullQueue.getJob(jobId))?.getState()).toBe('delayed');
  });
});
