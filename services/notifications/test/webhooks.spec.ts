import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { encodeRpcResponse } from '@rubrica/proto';
import { WebhookDeliveryReconciler } from '../src/webhooks/webhook-delivery.reconciler.js';
import { WEBHOOK_EVENT_TYPES } from '../src/webhooks/webhook-event-types.js';
import { startWebhooksTestStack, type Received, type WebhooksTestStack } from './webhooks-test-stack.js';

let stack: WebhooksTestStack;
// Each test works in an organization of its own, so it hears only its own endpoints' deliveries.
let orgA: { userId: string; organizationId: string };
const orgB = { userId: randomUUID(), organizationId: randomUUID() };
const BASE = '/organizations/integrations/webhooks';

beforeAll(async () => {
  stack = await startWebhooksTestStack('webhooks');
}, 60_000);

beforeEach(() => {
  orgA = { userId: randomUUID(), organizationId: randomUUID() };
});

afterAll(async () => {
  await stack?.close();
});

function envelopeEvent(organizationId: string, envelopeId: string, extra: Record<string, unknown> = {}) {
  return { envelopeId, organizationId, isSandbox: false, occurredAt: new Date().toISOString(), ...extra };
}

/** Publishes an envelope event of `type` for a new envelope of orgA, under `id` (a new one by default); answers the id. */
async function publishEnvelopeEvent(type: string, id = randomUUID()): Promise<string> {
  await stack.publish(
    `rubrica.envelopes.envelope.${type}`,
    id,
    envelopeEvent(orgA.organizationId, randomUUID()),
  );
  return id;
}

async function register(
  caller: { userId: string; organizationId: string } = orgA,
  eventTypes?: string[],
  url = stack.receiverUrl,
) {
  const answer = await stack.call(caller, 'POST', BASE, {
    url,
    // Every type but envelope.halted unless the test names them.
    event_types: eventTypes ?? WEBHOOK_EVENT_TYPES.filter((type) => type !== 'envelope.halted'),
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; secret: string };
}

function receivedFor(eventId: string): Received[] {
  return stack.received.filter((request) => request.headers['webhook-id'] === eventId);
}

function verify(secret: string, request: Received) {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
    id: string;
    type: string;
    data: Record<string, unknown>;
  };
}

async function deliveriesOf(endpointId: string, caller: { userId: string; organizationId: string } = orgA) {
  const answer = await stack.call(caller, 'GET', `${BASE}/${endpointId}/deliveries?per_page=100`);
  expect(answer.status).toBe(200);
  return answer.body.data as Array<{
    id: string;
    event_id: string;
    status: string;
    attempts: number;
    log: Array<{
      attempt: number;
      response_status: number | null;
      error: string | null;
      duration_ms: number;
    }>;
  }>;
}

describe('webhooks', () => {
  it('delivers the events of an envelope journey in order, each signed the Standard Webhooks way', async () => {
    const endpoint = await register();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const envelopeId = randomUUID();
    const journey = [
      ['rubrica.envelopes.envelope.created', 'envelope.created'],
      ['rubrica.envelopes.envelope.sent', 'envelope.sent'],
      ['rubrica.envelopes.recipient.signing_requested', undefined],
      ['rubrica.envelopes.recipient.acted', 'recipient.acted'],
      ['rubrica.envelopes.recipient.acted', 'recipient.acted'],
      ['rubrica.envelopes.envelope.completed', 'envelope.completed'],
    ] as const;
    const ids: string[] = [];
    for (const [subject, type] of journey) {
      const id = randomUUID();
      await stack.publish(subject, id, envelopeEvent(orgA.organizationId, envelopeId, { title: 'Contrato' }));
      if (type) ids.push(id);
    }
    const arrived = await stack.until(() => {
      const mine = stack.received.filter((request) => ids.includes(String(request.headers['webhook-id'])));
      return mine.length >= ids.length ? mine : undefined;
    });
    expect(arrived.map((request) => request.headers['webhook-id'])).toEqual(ids);
    const bodies = arrived.map((request) => verify(endpoint.secret, request));
    expect(bodies.map((body) => body.type)).toEqual(journey.flatMap(([, type]) => (type ? [type] : [])));
    expect(bodies.map((body) => body.id)).toEqual(ids);
    expect(bodies[0]!.data).toMatchObject({
      envelopeId,
      organizationId: orgA.organizationId,
      title: 'Contrato',
    });
    expect(arrived[0]!.path).toBe('/hooks');
    expect(arrived[0]!.headers['content-type']).toBe('application/json');
  });

  it('retries a delivery the receiver answered 500, and logs both attempts', async () => {
    const endpoint = await register(orgA, ['envelope.rejected']);
    const id = randomUUID();
    stack.failNext(id, 500);
    await publishEnvelopeEvent('rejected', id);
    await stack.until(() => (receivedFor(id).length >= 2 ? true : undefined));
    for (const request of receivedFor(id)) verify(endpoint.secret, request);
    const delivery = await stack.until(async () =>
      (await deliveriesOf(endpoint.id)).find((row) => row.event_id === id && row.status === 'succeeded'),
    );
    expect(delivery.attempts).toBe(2);
    expect(delivery.log.map((entry) => entry.response_status)).toEqual([500, 204]);
    expect(delivery.log[0]).toMatchObject({
      attempt: 1,
      response_excerpt: 'receiver says no',
      request: {
        url: stack.receiverUrl,
        headers: { 'webhook-id': id, 'webhook-signature': '(redacted)' },
        body: receivedFor(id)[0]!.body,
      },
    });
    expect(delivery.log[0]!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('redelivers an event through the API with the same id and a valid signature', async () => {
    const endpoint = await register(orgA, ['envelope.cancelled']);
    const id = await publishEnvelopeEvent('cancelled');
    const first = await stack.until(async () =>
      (await deliveriesOf(endpoint.id)).find((row) => row.event_id === id && row.status === 'succeeded'),
    );
    const answer = await stack.call(orgA, 'POST', `${BASE}/deliveries/${first.id}/redeliver`);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ event_id: id, manual: true, status: 'pending' });
    await stack.until(() => (receivedFor(id).length >= 2 ? true : undefined));
    const [original, again] = receivedFor(id);
    expect(again!.body).toBe(original!.body);
    expect(verify(endpoint.secret, again!).id).toBe(id);
  });

  it('signs with the old and the new secret during a rotation overlap', async () => {
    const endpoint = await register(orgA, ['envelope.expired']);
    const rotated = await stack.call(orgA, 'POST', `${BASE}/${endpoint.id}/rotate-secret`, {
      overlap_seconds: 3600,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    expect(rotated.body.previous_secret_expires_at).not.toBeNull();
    const id = await publishEnvelopeEvent('expired');
    const [request] = await stack.until(() => (receivedFor(id).length >= 1 ? receivedFor(id) : undefined));
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(endpoint.secret, request!).id).toBe(id);
    expect(verify(rotated.body.secret, request!).id).toBe(id);

    // Without an overlap the old secret stops at once.
    const again = await stack.call(orgA, 'POST', `${BASE}/${endpoint.id}/rotate-secret`, {
      overlap_seconds: 0,
    });
    const test = await stack.call(orgA, 'POST', `${BASE}/${endpoint.id}/test`);
    expect(test.status).toBe(202);
    const testId = test.body.event_id as string;
    const [testRequest] = await stack.until(() =>
      receivedFor(testId).length >= 1 ? receivedFor(testId) : undefined,
    );
    expect(verify(again.body.secret, testRequest!).type).toBe('webhook.test');
    expect(() => verify(rotated.body.secret, testRequest!)).toThrow();
  });

  it('lists the event types an endpoint may subscribe to, and refuses others', async () => {
    const types = await stack.call(orgA, 'GET', `${BASE}/event-types`);
    expect(types.body.data).toEqual(
      expect.arrayContaining(['envelope.created', 'recipient.acted', 'envelope.completed']),
    );
    const refused = await stack.call(orgA, 'POST', BASE, {
      url: stack.receiverUrl,
      event_types: ['document.added'],
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['event_types.0']);
  });

  it('refuses private, loopback and metadata URLs at registration, whatever their notation', async () => {
    const port = stack.receiverPort;
    const refused = [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://2130706433:${port}/`,
      `http://017700000001:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://10.0.0.1/',
      'http://192.168.1.10/',
      'http://100.64.0.1/',
      'http://[fc00::1]/',
      'ftp://example.com/',
      'http://example.com:22/',
    ];
    for (const url of refused) {
      const answer = await stack.call(orgA, 'POST', BASE, { url, event_types: ['envelope.sent'] });
      expect({ url, status: answer.status }).toEqual({ url, status: 422 });
      expect(answer.body.errors.url).toHaveLength(1);
    }
    const patch = await register(orgA, ['envelope.sent']);
    const changed = await stack.call(orgA, 'PATCH', `${BASE}/${patch.id}`, {
      url: 'http://[::ffff:a9fe:a9fe]/',
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.url).toBeDefined();
  });

  it('refuses a loopback URL at delivery too, then disables the endpoint and e-mails its owner', async () => {
    const reply = stack.nats.subscribe('identity.resolve_principal.v1', {
      callback: (_error, message) => {
        const request = message.json<{ id: string }>();
        const response = encodeRpcResponse('identity.resolve_principal.v1', {
          user: { email: 'owner@example.com', name: 'Owner' },
          membership: { isOwner: true },
        });
        message.respond(JSON.stringify({ id: request.id, response, isDisposed: true }));
      },
    });
    const endpoint = await register(orgA, ['envelope.sent']);
    // As if the name had come to resolve to loopback after registration.
    await stack.db.query('UPDATE webhook_endpoints SET url = $2 WHERE id = $1', [
      endpoint.id,
      `http://127.0.0.1:${stack.receiverPort}/hooks`,
    ]);
    const id = await publishEnvelopeEvent('sent');
    const disabled = await stack.until(async () => {
      const answer = await stack.call(orgA, 'GET', `${BASE}/${endpoint.id}`);
      return answer.body.enabled === false ? answer.body : undefined;
    });
    expect(disabled.disabled_reason).toMatch(/failed 4 times/);
    expect(receivedFor(id)).toEqual([]);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ event_id: id, status: 'failed', attempts: 4 });
    expect(
      delivery!.log.every((entry) => entry.response_status === null && /address/i.test(entry.error ?? '')),
    ).toBe(true);
    const mail = await stack.until(async () =>
      (await stack.mails()).find((text) => text.includes(endpoint.id)),
    );
    expect(mail).toMatch(/owner@example\.com/);
    reply.unsubscribe();
  });

  it('keeps to the concurrency allowed per endpoint, across envelopes', async () => {
    const endpoint = await register(orgA, ['envelope.sent'], `http://127.0.0.2:${stack.receiverPort}/slow`);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) await publishEnvelopeEvent('sent', id);
    await stack.until(() => (ids.every((id) => receivedFor(id).length === 1) ? true : undefined));
    for (const id of ids) verify(endpoint.secret, receivedFor(id)[0]!);
    expect(stack.slowPeak()).toBe(1);
  });

  it('gives up on an answer too large or too slow, and logs why', async () => {
    const big = await register(orgA, ['envelope.completed'], `http://127.0.0.2:${stack.receiverPort}/big`);
    const slow = await register(orgA, ['envelope.completed'], `http://127.0.0.2:${stack.receiverPort}/hang`);
    await publishEnvelopeEvent('completed');
    const [tooLarge, tooSlow] = await Promise.all(
      [big, slow].map((endpoint) =>
        stack.until(async () => (await deliveriesOf(endpoint.id)).find((row) => row.log.length > 0)),
      ),
    );
    expect(tooLarge!.log[0]).toMatchObject({
      response_status: null,
      error: expect.stringMatching(/larger than/),
    });
    expect(tooSlow!.log[0]).toMatchObject({
      response_status: null,
      error: expect.stringMatching(/No answer within 2000 ms/),
    });
    for (const endpoint of [big, slow])
      expect((await stack.call(orgA, 'DELETE', `${BASE}/${endpoint.id}`)).status).toBe(204);
  });

  it('sends a delivery whose job was lost once the sweep finds it', async () => {
    const endpoint = await register(orgA, ['envelope.completed']);
    const id = randomUUID();
    // As if Redis had lost the job: the delivery is recorded, pending and late, and nothing is queued.
    await stack.db.query(
      `INSERT INTO webhook_events (id, organization_id, envelope_id, type, body, occurred_at)
       VALUES ($1, $2, $3, 'envelope.completed', $4, now())`,
      [id, orgA.organizationId, randomUUID(), JSON.stringify({ id, type: 'envelope.completed', data: {} })],
    );
    await stack.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, organization_id, created_at)
       VALUES ($1, $2, $3, now() - interval '1 hour')`,
      [endpoint.id, id, orgA.organizationId],
    );
    expect(await stack.worker.context.get(WebhookDeliveryReconciler).sweep()).toBeGreaterThanOrEqual(1);
    const [request] = await stack.until(() => (receivedFor(id).length >= 1 ? receivedFor(id) : undefined));
    expect(verify(endpoint.secret, request!).id).toBe(id);
  });

  it("keeps one organization's endpoints and deliveries out of another's reach", async () => {
    const endpoint = await register(orgA, ['envelope.created']);
    const id = await publishEnvelopeEvent('created');
    const delivery = await stack.until(async () =>
      (await deliveriesOf(endpoint.id)).find((row) => row.event_id === id),
    );

    const list = await stack.call(orgB, 'GET', BASE);
    expect(list).toEqual({ status: 200, body: { data: [] } });
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `${BASE}/${endpoint.id}`],
      ['PATCH', `${BASE}/${endpoint.id}`, { enabled: false }],
      ['DELETE', `${BASE}/${endpoint.id}`],
      ['POST', `${BASE}/${endpoint.id}/rotate-secret`, {}],
      ['POST', `${BASE}/${endpoint.id}/test`],
      ['GET', `${BASE}/${endpoint.id}/deliveries`],
      ['POST', `${BASE}/deliveries/${delivery.id}/redeliver`],
    ];
    for (const [method, path, body] of attempts)
      expect({ method, path, status: (await stack.call(orgB, method, path, body)).status }).toEqual({
        method,
        path,
        status: 404,
      });
    // Organization B's own endpoint hears nothing of A's envelopes.
    await register(orgB, ['envelope.created'], `${stack.receiverUrl}?org=b`);
    const other = await publishEnvelopeEvent('created');
    await stack.until(() => (receivedFor(other).length > 0 ? true : undefined));
    expect(receivedFor(other).map((request) => request.path)).not.toContain('/hooks?org=b');

    // A member who is not an owner is refused, and A's endpoint is untouched.
    const member = await stack.call({ ...orgA, owner: false }, 'GET', BASE);
    expect(member.status).toBe(403);
    expect((await stack.call(orgA, 'GET', `${BASE}/${endpoint.id}`)).body.enabled).toBe(true);
  });
});
