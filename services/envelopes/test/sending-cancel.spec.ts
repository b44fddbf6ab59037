import { randomUUID } from 'node:crypto';
import { RpcClient } from '@rubrica/messaging';
import { decodeRpcResponse, RecipientState } from '@rubrica/proto';
import {
  seedEnvelope,
  stateOf,
  type SeededEnvelope,
  type EnvelopeSeed,
} from './flow-support/envelope-fixtures.js';
import { call, linkTokenFor, member, useFlowApp } from './flow-support/flow-test-kit.js';
import { sendSeeded } from './flow-support/sent-envelopes.js';

const kit = useFlowApp('cancel', { rpcServer: true });

const sendEnvelope = (seed?: EnvelopeSeed) => sendSeeded(kit, seed);

/** An envelope sent to these addresses in this order, one routing group each. */
const sendInOrder = (emails: string[], seed: EnvelopeSeed = {}) =>
  sendEnvelope({ ...seed, recipients: emails.map((email, index) => ({ email, routingOrder: index + 1 })) });

function cancel(envelope: SeededEnvelope, headers = member(envelope.senderUserId, envelope.organizationId)) {
  return call(kit.url, 'POST', `/envelopes/${envelope.id}/cancel`, { headers });
}

describe('POST envelopes/{id}/cancel', () => {
  it('cancels a pending envelope for good: every recipient is told, links die, scheduled jobs go', async () => {
    const envelope = await sendInOrder(['c1@example.com', 'c2@example.com'], {
      expireAt: new Date(Date.now() + 48 * 3600 * 1000),
      reminderHours: 24,
    });
    const token = await linkTokenFor(kit, 'c1@example.com');
    const answer = await cancel(envelope);
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('cancelled');
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('cancelled');

    const told = (await kit.mails())
      .filter((mail) => mail.job.template === 'envelope-cancelled')
      .map((mail) => mail.job.to);
    expect(told).toEqual(expect.arrayContaining(['c1@example.com', 'c2@example.com']));
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`)).status).toBe(400);
    expect(await kit.envelopesQueue.bullQueue.getJob(`expire-envelope.${envelope.id}`)).toBeUndefined();
    expect(
      await kit.dataSource.query('SELECT 1 FROM envelope_schedules WHERE envelope_id = $1', [envelope.id]),
    ).toEqual([]);

    // Irreversible.
    const again = await cancel(envelope);
    expect(again.status).toBe(412);
    expect(again.body.message).toBe('Only a pending envelope can be cancelled.');
  });

  it('is the sender’s alone, invisible to another member as to another organization (404)', async () => {
    const envelope = await sendEnvelope();
    // Another member cannot read the envelope either: it is as unknown to them as a missing one.
    const colleague = await cancel(envelope, member(randomUUID(), envelope.organizationId));
    expect(colleague.status).toBe(404);
    const stranger = await cancel(envelope, member(envelope.senderUserId, randomUUID()));
    expect(stranger.status).toBe(404);
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('in-transit');
  });

  it('ends a halted envelope too, but not one being sealed (412)', async () => {
    const halted = await sendEnvelope({ recipients: [{ email: 'h1@example.com' }] });
    await kit.dataSource.query(`UPDATE envelopes SET state = 'halted' WHERE id = $1`, [halted.id]);
    expect((await cancel(halted)).status).toBe(200);
    expect((await stateOf(kit.dataSource, halted.id)).state).toBe('cancelled');
    const token = await linkTokenFor(kit, 'h1@example.com');
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`)).status).toBe(400);

    const sealing = await sendEnvelope({ recipients: [{ email: 'p1@example.com' }] });
    await kit.dataSource.query(`UPDATE envelopes SET state = 'processing' WHERE id = $1`, [sealing.id]);
    expect((await cancel(sealing)).status).toBe(412);
    expect((await stateOf(kit.dataSource, sealing.id)).state).toBe('processing');
  });

  it('refuses a draft (412)', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    expect((await cancel(envelope)).status).toBe(412);
  });
});

describe('POST envelopes/{id}/renotify', () => {
  it('re-sends the invitation with a fresh link to current waiting recipients; earlier links keep working', async () => {
    const envelope = await sendInOrder(['r1@example.com', 'r2@example.com']);
    const first = await linkTokenFor(kit, 'r1@example.com');
    const answer = await call(kit.url, 'POST', `/envelopes/${envelope.id}/renotify`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('notification resent');
    const second = await linkTokenFor(kit, 'r1@example.com');
    expect(second).not.toBe(first);
    expect((await kit.mails()).map((mail) => mail.job.to)).not.toContain('r2@example.com');
    for (const token of [first, second]) {
      expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`)).status).toBe(200);
    }
  });

  it('is only for envelopes in transit (412) and scoped to the organization (404)', async () => {
    const draft = await seedEnvelope(kit.dataSource, kit.blobs);
    const onDraft = await call(kit.url, 'POST', `/envelopes/${draft.id}/renotify`, {
      headers: member(draft.senderUserId, draft.organizationId),
    });
    expect(onDraft.status).toBe(412);
    const envelope = await sendEnvelope();
    const stranger = await call(kit.url, 'POST', `/envelopes/${envelope.id}/renotify`, {
      headers: member(randomUUID(), randomUUID()),
    });
    expect(stranger.status).toBe(404);
  });
});

describe('envelopes.resolve_action_token.v1', () => {
  it('tells whose link a token is, whether they may act, and NOT_FOUND once the envelope ended', async () => {
    const envelope = await sendEnvelope({ recipients: [{ email: 'rpc@example.com', name: 'Rita' }] });
    const token = await linkTokenFor(kit, 'rpc@example.com');
    const rpc = new RpcClient({ natsUrl: kit.config.NATS_URL });
    try {
      const reply = decodeRpcResponse(
        'envelopes.resolve_action_token.v1',
        await rpc.request('envelopes.resolve_action_token.v1', { token }),
      );
      expect(reply).toMatchObject({
        recipientId: envelope.recipientIds[0],
        envelopeId: envelope.id,
        organizationId: envelope.organizationId,
        name: 'Rita',
        email: 'rpc@example.com',
        state: RecipientState.WAITING,
        canAct: true,
      });
      await cancel(envelope);
      await expect(rpc.request('envelopes.resolve_action_token.v1', { token })).rejects.toMatchObject({
        status: 404,
      });
    } finally {
      await rpc.close();
    }
  });
});
