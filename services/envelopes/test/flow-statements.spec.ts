import { randomUUID } from 'node:crypto';
import { encodeRpcRequest } from '@rubrica/proto';
import { RecipientAccessRpcController } from '../src/public/recipient-access.rpc-controller.js';
import { seedEnvelope } from './flow-support/envelope-fixtures.js';
import { call, eventually, member, useFlowApp } from './flow-support/flow-test-kit.js';
import {
  envelopeSealed,
  pendingRequestOf,
  recipientApplied,
  recipientToken,
} from './flow-support/sent-envelopes.js';
import { OWN, StatementCount } from './flow-support/statement-count.js';

const kit = useFlowApp('flow_statements');

it('takes a three-signer envelope from sending to sealed in a known number of statements', async () => {
  const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
    recipients: [{ routingOrder: 1 }, { routingOrder: 2 }, { routingOrder: 3 }],
  });
  const count = new StatementCount();
  // What a step does after answering (its e-mails enqueued, then their links marked delivered)
  // belongs to it: the step lasts until every link of the envelope is.
  const undelivered = async () => {
    const [row]: Array<{ links: number }> = await kit.dataSource.query(
      `${OWN} SELECT count(*)::int AS links FROM recipient_tokens WHERE envelope_id = $1 AND delivered_at IS NULL`,
      [envelope.id],
    );
    return row!.links;
  };
  const step = async <T>(name: string, action: () => Promise<T>): Promise<T> => {
    count.step = name;
    const result = await action();
    await eventually(async () => ((await undelivered()) === 0 ? true : undefined), `${name}'s links`);
    count.step = '';
    return result;
  };
  const answer = async (name: string, ...[subject, message]: Parameters<typeof kit.publish>) => {
    const id = randomUUID();
    count.events.add(id);
    expect(await step(name, () => kit.handled(subject, message, id))).toBe('applied');
  };
  await count.on(kit.dataSource, async () => {
    const sent = await step('send', () =>
      call(kit.url, 'POST', `/envelopes/${envelope.id}/send`, {
        headers: member(envelope.senderUserId, envelope.organizationId),
      }),
    );
    expect(sent.status).toBe(200);
    for (const index of [0, 1, 2]) {
      const token = await recipientToken(kit, envelope, index);
      const view = await step('view', () => call(kit.url, 'GET', `/p/envelopes/recipients/${token}`));
      expect(view.status).toBe(200);
      // What identity asks before it saves the signer's signature image.
      await step('link check', () =>
        kit.app
          .get(RecipientAccessRpcController)
          .resolve(encodeRpcRequest('envelopes.resolve_action_token.v1', { token })),
      );
      const signed = await step('sign', () =>
        call(kit.url, 'POST', `/p/envelopes/recipients/${token}`, { json: {} }),
      );
      expect(signed.status).toBe(202);
      const requestId = await pendingRequestOf(kit, envelope, index);
      await answer(
        'applied',
        'rubrica.signing.recipient.applied',
        recipientApplied(envelope, index, requestId),
      );
    }
    const [seal]: Array<{ id: string }> = await kit.dataSource.query(
      `SELECT id FROM signing_requests WHERE envelope_id = $1 AND kind = 'seal' AND status = 'pending'`,
      [envelope.id],
    );
    await answer(
      'sealed',
      'rubrica.signing.envelope.sealed',
      envelopeSealed(envelope, seal!.id, { sha1: 'c'.repeat(40) }),
    );
  });

  // A figure README.md's bench-load section gives: a change that moves it says so there too.
  const steps = Object.fromEntries(count.counted);
  const total = Object.values(steps).reduce((sum, statements) => sum + statements, 0);
  expect({ total, steps }).toEqual({
    total: 189,
    steps: { send: 20, view: 36, 'link check': 6, sign: 43, applied: 64, sealed: 20 },
  });
}, 120_000);
