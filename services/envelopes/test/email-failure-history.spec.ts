import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureStream } from '@rubrica/messaging';
import { STREAMS, timestampNow } from '@rubrica/proto';
import { verifyEventChain } from '../src/envelopes/domain/envelope-event-chain.js';
import { envelopeHistory } from './envelopes-database.js';
import { seedEnvelope } from './flow-support/envelope-fixtures.js';
import { call, member, useFlowApp } from './flow-support/flow-test-kit.js';

const kit = useFlowApp('email_failure_history');

beforeAll(async () => {
  // The notifications service's stream, as it would exist in production before any failure.
  await ensureStream(await jetstreamManager(kit.nats), {
    name: STREAMS.notifications.name,
    subjects: [...STREAMS.notifications.subjects],
  });
});

function failure(envelopeId: string, recipientId: string, jobId: string) {
  return {
    jobId,
    subjectRef: { kind: 'envelope', envelopeId, recipientId },
    to: 'gone@example.test',
    template: 'envelope-action-required',
    category: 'envelope',
    reason: "Can't send mail - all recipients were rejected: 550 5.1.1 <gone@example.test>: unknown user",
    permanent: true,
    attemptsMade: 1,
    occurredAt: timestampNow(),
  };
}

const historyOf = (envelopeId: string) => envelopeHistory(kit.dataSource, envelopeId);

describe('a failed e-mail delivery on the envelope history', () => {
  it('appends one email.failed entry naming the recipient and the reason, even when the event comes twice', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { state: 'in-transit' });
    const recipientId = envelope.recipientIds[0]!;
    const event = failure(envelope.id, recipientId, `envelope-invitation.${recipientId}.t1`);
    const eventId = randomUUID();
    expect(await kit.handled('rubrica.notifications.email.failed', event, eventId)).toBe('applied');
    await kit.publish('rubrica.notifications.email.failed', event, eventId);
    // The same job reported again under another event id (the producer's outbox was purged).
    const again = await kit.publish('rubrica.notifications.email.failed', event);
    await kit.settled(again);

    const entries = (await historyOf(envelope.id)).filter((entry) => entry.type === 'email.failed');
    expect(entries).toHaveLength(1);
    const [recipient] = await kit.dataSource.query(
      `SELECT addressees->0->>'name' AS name FROM recipients WHERE id = $1`,
      [recipientId],
    );
    expect(entries[0]?.message).toBe(`E-mail to ${recipient.name} could not be delivered`);
    expect(entries[0]?.data).toMatchObject({
      recipient_id: recipientId,
      email: 'gone@example.test',
      template: 'envelope-action-required',
      permanent: true,
    });
    expect(String(entries[0]?.data.reason)).toMatch(/550 5\.1\.1/);
    // Written by a consumer, not in answer to anyone's request: no address to record.
    expect(entries[0]?.data).not.toHaveProperty('ip_address');
    expect(verifyEventChain(await historyOf(envelope.id)).valid).toBe(true);
  });

  it('ignores a failure about an envelope it does not hold', async () => {
    const envelopeId = randomUUID();
    const eventId = await kit.publish(
      'rubrica.notifications.email.failed',
      failure(envelopeId, randomUUID(), 'envelope-invitation.unknown'),
    );
    expect(await kit.settled(eventId)).toBe('applied');
    expect(await historyOf(envelopeId)).toHaveLength(0);
  });

  it('gives the notifications worker the envelope and recipient of every invitation it asks for', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const answer = await call(kit.url, 'POST', `/envelopes/${envelope.id}/send`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(answer.status).toBe(200);
    const invitations = (await kit.mails()).filter(
      (mail) => mail.job.subject_ref?.envelopeId === envelope.id,
    );
    expect(invitations.length).toBeGreaterThan(0);
    for (const mail of invitations) {
      expect(envelope.recipientIds).toContain(mail.job.subject_ref?.recipientId);
    }
  });
});
