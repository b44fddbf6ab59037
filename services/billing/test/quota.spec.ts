import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '@rubrica/errors';
import { callRpc, decodeEvent, encodeRpcRequest, MaySendReason, rpcContract } from '@rubrica/proto';
import { startBillingTestApp, type BillingTestApp } from './support/billing-test-app.js';

// The patterns are fixed (billing.may_send.v1 ...), so on the shared NATS another test file's
// billing could answer our requests. The test app's NATS server of its own keeps the answers
// ours; without the binary the shared server is used.

let billing: BillingTestApp;
let dataSource: DataSource;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to be refused');
}

async function consumptions(organizationId: string): Promise<number> {
  const [row] = (await dataSource.query(
    'SELECT count(*)::int AS n FROM envelope_credit_consumptions WHERE organization_id = $1',
    [organizationId],
  )) as Array<{ n: number }>;
  return row!.n;
}

function maySend(organizationId: string, envelopeId?: string) {
  return callRpc(billing.rpc, 'billing.may_send.v1', { organizationId, envelopeId });
}

function consume(organizationId: string, envelopeId = randomUUID()) {
  return callRpc(billing.rpc, 'billing.consume_envelope_credit.v1', {
    organizationId,
    envelopeId,
    idempotencyKey: `send:${envelopeId}`,
  });
}

beforeAll(async () => {
  billing = await startBillingTestApp('quota');
  dataSource = billing.dataSource;
});

afterAll(async () => {
  await billing?.close();
});

describe('billing quota over NATS', () => {
  it('lets a fresh organization send on the free plan: 5 envelopes, none used', async () => {
    // As it travels: proto3 JSON, the reason by its enum name.
    const reply = await billing.rpc.request(
      rpcContract('billing.may_send.v1'),
      encodeRpcRequest('billing.may_send.v1', { organizationId: randomUUID() }),
    );
    expect(reply).toEqual({ allowed: true, reason: 'MAY_SEND_REASON_OK', available: 5, consumed: 0 });
  });

  it('consumes five credits, refuses the sixth with 402 and then says no credits', async () => {
    const organizationId = randomUUID();
    for (let sent = 1; sent <= 5; sent += 1) {
      expect(await consume(organizationId)).toMatchObject({
        available: 5,
        consumed: sent,
        alreadyConsumed: false,
      });
    }
    const error = await rejection(consume(organizationId));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 402, code: 'billing.no_credits', message: 'no credits available' });
    expect(await consumptions(organizationId)).toBe(5);

    expect(await maySend(organizationId)).toMatchObject({
      allowed: false,
      reason: MaySendReason.NO_CREDITS,
      available: 5,
      consumed: 5,
    });
  });

  it('answers plan_cycle_limit for a subscribed plan whose cycle is used up', async () => {
    const organizationId = randomUUID();
    await dataSource.query(
      `INSERT INTO subscriptions (organization_id, plan_id, cycle_started_at) VALUES ($1, 'basic', now())`,
      [organizationId],
    );
    const [cycle] = (await dataSource.query(
      'SELECT cycle_started_at FROM subscriptions WHERE organization_id = $1',
      [organizationId],
    )) as Array<{ cycle_started_at: Date }>;
    await dataSource.query(
      `INSERT INTO envelope_credit_consumptions (organization_id, envelope_id, idempotency_key, cycle_started_at)
       SELECT $1, 'env-' || n, 'key-' || n, $2 FROM generate_series(1, 180) AS n`,
      [organizationId, cycle!.cycle_started_at],
    );
    expect(await maySend(organizationId)).toMatchObject({
      allowed: false,
      reason: MaySendReason.PLAN_CYCLE_LIMIT,
      available: 180,
      consumed: 180,
    });
    expect(await rejection(consume(organizationId))).toMatchObject({ status: 402 });
  });

  it('consumes once for the same envelope asked twice, and still lets it be resent', async () => {
    const organizationId = randomUUID();
    const envelopeId = randomUUID();
    expect(await consume(organizationId, envelopeId)).toMatchObject({
      available: 5,
      consumed: 1,
      alreadyConsumed: false,
    });
    expect(await consume(organizationId, envelopeId)).toMatchObject({
      available: 5,
      consumed: 1,
      alreadyConsumed: true,
    });
    expect(await consumptions(organizationId)).toBe(1);

    for (let sent = 2; sent <= 5; sent += 1) await consume(organizationId);
    // The quota is used up, but this envelope already has its credit.
    expect(await consume(organizationId, envelopeId)).toMatchObject({
      available: 5,
      consumed: 5,
      alreadyConsumed: true,
    });
    expect(await maySend(organizationId, envelopeId)).toMatchObject({
      allowed: true,
      reason: MaySendReason.OK,
      available: 5,
      consumed: 5,
    });
  });

  it('records one consumption and one credits.consumed event for 10 concurrent calls on one envelope', async () => {
    const organizationId = randomUUID();
    const envelopeId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 10 }, () => consume(organizationId, envelopeId)));
    expect(replies.filter((reply) => !reply.alreadyConsumed)).toHaveLength(1);
    expect(await consumptions(organizationId)).toBe(1);

    const events = (await dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.billing.credits.consumed' AND payload->>'organizationId' = $1`,
      [organizationId],
    )) as Array<{ payload: object }>;
    expect(events).toHaveLength(1);
    expect(decodeEvent('rubrica.billing.credits.consumed', events[0]!.payload as never)).toMatchObject({
      organizationId,
      envelopeId,
      idempotencyKey: `send:${envelopeId}`,
      amount: 1,
      envelopesAvailable: 5,
      envelopesConsumed: 1,
    });
  });

  it('lets two organizations use their quotas apart', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await consume(first);
    expect(await maySend(second)).toMatchObject({ consumed: 0 });
  });

  it('answers plan_limits for the free plan, read in either spelling of the request', async () => {
    // Proto field names (`organization_id`) are read as the JSON names are.
    const reply = await billing.rpc.request(rpcContract('billing.plan_limits.v1'), {
      organization_id: randomUUID(),
    } as never);
    expect(reply.plan).toEqual({ id: 'free', name: 'Free' });
    // int64 travels as a string in proto3 JSON.
    expect(reply.limits?.find((limit) => limit.limitation === 'users')?.quantity).toBe('5');
    expect(reply.limits).toEqual(
      expect.arrayContaining([
        { limitation: 'storage_bytes', quantity: '500000000' },
        { limitation: 'envelopes', quantity: '5' },
      ]),
    );
  });

  it("answers a subscribed organization's plan limits from the comparison table", async () => {
    const organizationId = randomUUID();
    await dataSource.query(
      `INSERT INTO subscriptions (organization_id, plan_id, cycle_started_at) VALUES ($1, 'advanced', now())`,
      [organizationId],
    );
    const reply = await callRpc(billing.rpc, 'billing.plan_limits.v1', { organizationId });
    expect(reply).toMatchObject({
      plan: { id: 'advanced', name: 'Advanced' },
      limits: [
        { limitation: 'users', quantity: 20n },
        { limitation: 'storage_bytes', quantity: 3_000_000_000n },
        { limitation: 'envelopes', quantity: 600n },
        { limitation: 'team_members', quantity: 15n },
      ],
      features: ['whatsapp', 'api'],
    });
  });

  it('refuses a request without a valid organization id with 422', async () => {
    expect(await rejection(maySend('nope'))).toMatchObject({
      status: 422,
      errors: { organization_id: ['The organization id must be a uuid.'] },
    });
  });
});
