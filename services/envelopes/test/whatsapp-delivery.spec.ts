import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import type { SendWhatsappJob } from '@rubrica/jobs';
import { ensureStream } from '@rubrica/messaging';
import { STREAMS, timestampNow } from '@rubrica/proto';
import { verifyEventChain } from '../src/envelopes/domain/envelope-event-chain.js';
import { envelopeHistory } from './envelopes-database.js';
import {
  seedEnvelope,
  stateOf,
  type EnvelopeSeed,
  type SeededEnvelope,
} from './flow-support/envelope-fixtures.js';
import {
  call,
  eventually,
  linkTokenFor,
  member,
  startFlowApp,
  useFlowApp,
  type FlowTestApp,
} from './flow-support/flow-test-kit.js';
import {
  envelopeSealed,
  recipientApplied,
  sealingRequestOf,
  signThroughLink,
} from './flow-support/sent-envelopes.js';

const kit = useFlowApp('whatsapp_delivery');
let usEdition: FlowTestApp;

beforeAll(async () => {
  // The notifications service's stream, as it exists in production before any failure.
  await ensureStream(await jetstreamManager(kit.nats), {
    name: STREAMS.notifications.name,
    subjects: [...STREAMS.notifications.subjects],
  });
});

afterAll(async () => {
  await usEdition?.close();
});

const PHONE = '+5511987654321';

/** An envelope whose second recipient is reached by WhatsApp, in an organization whose plan has WhatsApp. */
async function whatsappEnvelope(seed: EnvelopeSeed = {}, features = ['whatsapp']): Promise<SeededEnvelope> {
  const organizationId = randomUUID();
  kit.billing.features.set(organizationId, features);
  return seedEnvelope(kit.dataSource, kit.blobs, {
    organizationId,
    recipients: [
      { name: 'Ana', email: `ana-${organizationId.slice(0, 8)}@example.com` },
      { name: 'Bia', via: 'whatsapp', email: PHONE },
    ],
    ...seed,
  });
}

async function send(app: FlowTestApp, envelope: SeededEnvelope) {
  return call(app.url, 'POST', `/envelopes/${envelope.id}/send`, {
    headers: member(envelope.senderUserId, envelope.organizationId),
  });
}

/** The `send-whatsapp` jobs asked of the notifications worker about an envelope. */
/** The send is refused with 422 and these field errors; the envelope stays a draft. */
async function expectSendRefused(
  app: FlowTestApp,
  envelope: SeededEnvelope,
  errors: Record<string, string[]>,
) {
  const answer = await send(app, envelope);
  expect(answer.status).toBe(422);
  expect(answer.body.errors).toEqual(errors);
  expect((await stateOf(app.dataSource, envelope.id)).state).toBe('draft');
}

async function messagesOf(envelope: SeededEnvelope): Promise<Array<{ id: string; job: SendWhatsappJob }>> {
  return (await kit.mails())
    .filter((entry) => entry.id.startsWith('whatsapp.') && entry.job.subject_ref?.envelopeId === envelope.id)
    .map((entry) => ({ id: entry.id, job: entry.job as unknown as SendWhatsappJob }));
}

describe('sending to a recipient reached by WhatsApp', () => {
  it('asks the notifications worker for the invitation on WhatsApp, with a live link, and e-mails the others', async () => {
    const envelope = await whatsappEnvelope();
    const answer = await send(kit, envelope);
    expect(answer.status).toBe(200);

    const [invitation, ...others] = await messagesOf(envelope);
    expect(others).toEqual([]);
    expect(invitation?.id).toMatch(
      new RegExp(`^whatsapp\\.envelope-invitation\\.${envelope.recipientIds[1]}\\.`),
    );
    expect(invitation?.job).toEqual({
      to: PHONE,
      template: 'envelope-action-required',
      locale: 'pt-BR',
      params: { sender: 'Sofia Sender', title: 'Contract' },
      link: expect.stringMatching(
        /^https:\/\/rubrica\.test\/business\/envelopes\/viewer\/[A-Za-z0-9_-]{43}$/,
      ),
      subject_ref: { kind: 'envelope', envelopeId: envelope.id, recipientId: envelope.recipientIds[1] },
    });
    // The link opens the viewer as Bia, and counts as delivered once the message is enqueued.
    const token = /\/viewer\/([A-Za-z0-9_-]+)$/.exec(invitation!.job.link!)![1]!;
    const view = await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`);
    expect(view.status).toBe(200);
    const [delivered] = await kit.dataSource.query(
      `SELECT delivered_at FROM recipient_tokens WHERE recipient_id = $1 AND purpose = 'action'`,
      [envelope.recipientIds[1]],
    );
    expect(delivered.delivered_at).not.toBeNull();
    // Ana is still e-mailed, and no e-mail goes to a phone number.
    const mails = (await kit.mails()).filter((entry) => entry.job.subject_ref?.envelopeId === envelope.id);
    expect(mails.filter((entry) => !entry.id.startsWith('whatsapp.')).map((entry) => entry.job.to)).toEqual([
      `ana-${envelope.organizationId.slice(0, 8)}@example.com`,
    ]);
  });

  it('refuses the send with 422 on the recipient when the plan has no WhatsApp, and changes nothing', async () => {
    const envelope = await whatsappEnvelope({}, ['api']);
    await expectSendRefused(kit, envelope, {
      'recipients.1.addressees.0.via': [
        'Your plan does not include WhatsApp delivery; upgrade it or send to Bia by e-mail.',
      ],
    });
    expect(kit.billing.consumed.filter((entry) => entry.envelope_id === envelope.id)).toEqual([]);
    expect(await messagesOf(envelope)).toEqual([]);
  });

  it('refuses WhatsApp recipients with 422 in the US edition, whatever the plan', async () => {
    usEdition ??= await startFlowApp('whatsapp_delivery_us', { env: { PRODUCT_EDITION: 'us' } });
    const organizationId = randomUUID();
    usEdition.billing.features.set(organizationId, ['whatsapp']);
    const envelope = await seedEnvelope(usEdition.dataSource, usEdition.blobs, {
      organizationId,
      recipients: [{ name: 'Bia', via: 'whatsapp', email: PHONE }],
    });
    await expectSendRefused(usEdition, envelope, {
      'recipients.0.addressees.0.via': [
        'WhatsApp delivery is not offered in this edition; send to Bia by e-mail.',
      ],
    });
  });

  it('tells WhatsApp recipients of a cancellation', async () => {
    const envelope = await whatsappEnvelope();
    expect((await send(kit, envelope)).status).toBe(200);
    const cancelled = await call(kit.url, 'POST', `/envelopes/${envelope.id}/cancel`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(cancelled.status).toBeLessThan(300);
    const cancellation = (await messagesOf(envelope)).find(
      (entry) => entry.job.template === 'envelope-cancelled',
    );
    expect(cancellation).toEqual({
      id: `whatsapp.envelope-cancelled.${envelope.id}.${envelope.recipientIds[1]}`,
      job: {
        to: PHONE,
        template: 'envelope-cancelled',
        locale: 'pt-BR',
        params: { title: 'Contract', sender: 'Sofia Sender' },
        subject_ref: { kind: 'envelope', envelopeId: envelope.id, recipientId: envelope.recipientIds[1] },
      },
    });
  });

  it('tells WhatsApp recipients who rejected and why', async () => {
    const envelope = await whatsappEnvelope();
    expect((await send(kit, envelope)).status).toBe(200);
    const token = await linkTokenFor(kit, `ana-${envelope.organizationId.slice(0, 8)}@example.com`);
    const rejected = await call(kit.url, 'DELETE', `/p/envelopes/recipients/${token}`, {
      json: { reason: 'Wrong\namount' },
    });
    expect(rejected.status).toBeLessThan(300);
    const rejection = (await messagesOf(envelope)).find(
      (entry) => entry.job.template === 'envelope-rejected',
    );
    expect(rejection?.job).toMatchObject({
      to: PHONE,
      params: { title: 'Contract', recipient: 'Ana', reason: 'Wrong\namount' },
    });
  });

  it('sends the completion message with a download link to a viewer reached by WhatsApp', async () => {
    const envelope = await whatsappEnvelope({
      recipients: [
        { name: 'Ana', email: `ana-${randomUUID().slice(0, 8)}@example.com` },
        { name: 'Bia', via: 'whatsapp', email: PHONE, type: 'carbon-copy' },
      ],
    });
    expect((await send(kit, envelope)).status).toBe(200);
    const requestId = await signThroughLink(kit, envelope, 0);
    expect(
      await kit.handled('rubrica.signing.recipient.applied', recipientApplied(envelope, 0, requestId)),
    ).toBe('applied');
    const sealing = await sealingRequestOf(kit, envelope);
    const sealed = await kit.publish(
      'rubrica.signing.envelope.sealed',
      envelopeSealed(envelope, sealing.requestId, { sha1: 'c'.repeat(40) }),
    );
    expect(await kit.settled(sealed)).toBe('applied');
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('completed');
    const completion = await eventually(
      async () => (await messagesOf(envelope)).find((entry) => entry.job.template === 'envelope-completed'),
      'the completion message',
    );
    expect(completion.id).toBe(`whatsapp.envelope-completed.${envelope.id}.${envelope.recipientIds[1]}`);
    expect(completion.job).toMatchObject({
      to: PHONE,
      params: { title: 'Contract' },
      link: expect.stringMatching(
        /^https:\/\/rubrica\.test\/business\/envelopes\/download\/[A-Za-z0-9_-]{43}$/,
      ),
    });
  });
});

describe('a failed WhatsApp delivery on the envelope history', () => {
  const historyOf = (envelopeId: string) => envelopeHistory(kit.dataSource, envelopeId);

  it('appends one whatsapp.failed entry naming the recipient and WhatsApp’s reason, even when the event comes twice', async () => {
    const envelope = await whatsappEnvelope({ state: 'in-transit' });
    const recipientId = envelope.recipientIds[1]!;
    const event = {
      jobId: `whatsapp.envelope-invitation.${recipientId}.t1`,
      subjectRef: { kind: 'envelope', envelopeId: envelope.id, recipientId },
      to: PHONE,
      template: 'envelope-action-required',
      reason: 'WhatsApp reported the message failed (code 131026): Message undeliverable',
      permanent: true,
      attemptsMade: 1,
      messageId: 'wamid.HBgLNTUxMTk4NzY1NDMyMRUCABEYEjQ',
      errorCode: '131026',
      occurredAt: timestampNow(),
    };
    const eventId = randomUUID();
    expect(await kit.handled('rubrica.notifications.whatsapp.failed', event, eventId)).toBe('applied');
    // The same message reported again under another event id.
    expect(await kit.handled('rubrica.notifications.whatsapp.failed', event)).toBe('applied');

    const entries = (await historyOf(envelope.id)).filter((entry) => entry.type === 'whatsapp.failed');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.message).toBe('WhatsApp message to Bia could not be delivered');
    expect(entries[0]?.data).toMatchObject({
      recipient_id: recipientId,
      phone: PHONE,
      template: 'envelope-action-required',
      permanent: true,
      error_code: '131026',
      job_id: event.jobId,
    });
    expect(String(entries[0]?.data.reason)).toMatch(/Message undeliverable/);
    expect(verifyEventChain(await historyOf(envelope.id)).valid).toBe(true);
  });

  it('ignores a failure about an envelope it does not hold', async () => {
    const envelopeId = randomUUID();
    const eventId = await kit.publish('rubrica.notifications.whatsapp.failed', {
      jobId: 'whatsapp.envelope-invitation.unknown',
      subjectRef: { kind: 'envelope', envelopeId, recipientId: randomUUID() },
      to: PHONE,
      template: 'envelope-action-required',
      reason: 'undeliverable',
      permanent: true,
      attemptsMade: 1,
      occurredAt: timestampNow(),
    });
    expect(await kit.settled(eventId)).toBe('applied');
    expect(await historyOf(envelopeId)).toHaveLength(0);
  });
});
