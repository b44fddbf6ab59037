import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { asGateway } from '@rubrica/testing';
import type { SubscriptionResponse } from '../src/subscription/subscription.schemas.js';
import { startBillingTestApp, type BillingTestApp } from './support/billing-test-app.js';

// Credits are taken the way envelopes takes them (billing.consume_envelope_credit.v1), on a NATS
// server of this file's own so another test file's billing cannot answer.

let billing: BillingTestApp;
let dataSource: DataSource;
let url: string;

/** The headers the gateway sends for a plain member (no flags) of `organizationId`. */
const memberHeaders = (organizationId: string): Record<string, string> => ({
  'x-user-id': randomUUID(),
  'x-organization-id': organizationId,
  'x-organization-owner': 'false',
  'x-permissions': '',
  'x-organization-personal': 'false',
});

async function getSubscription(headers: Record<string, string>) {
  const response = await fetch(`${url}/subscription`, { headers: await asGateway('billing', headers) });
  return { status: response.status, body: (await response.json()) as SubscriptionResponse };
}

const consume = (organizationId: string, envelopeId = randomUUID()) =>
  billing.rpc.request('billing.consume_envelope_credit.v1', {
    organization_id: organizationId,
    envelope_id: envelopeId,
    idempotency_key: `send:${envelopeId}`,
  });

async function subscribe(organizationId: string, planId: string, cycleStartedAt: string) {
  await dataSource.query(
    'INSERT INTO subscriptions (organization_id, plan_id, cycle_started_at) VALUES ($1, $2, $3)',
    [organizationId, planId, cycleStartedAt],
  );
}

beforeAll(async () => {
  billing = await startBillingTestApp('subscription');
  ({ dataSource, url } = billing);
});

afterAll(async () => {
  await billing?.close();
});

describe('GET /subscription', () => {
  it('answers the free plan with 5 envelopes this calendar month for an organization without a subscription', async () => {
    const { status, body } = await getSubscription(memberHeaders(randomUUID()));
    expect(status).toBe(200);
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    expect(body).toEqual({
      id: null,
      state: 'recurring',
      next_recurrence_at: nextMonth,
      payment_method: null,
      properties: { card_banner: null, card_last_four_digits: null },
      has_pending_invoice: false,
      plan: {
        id: 'free',
        product: 'free',
        name: 'Free',
        value_cents: 0,
        interval: 1,
        interval_name: 'month',
        is_free: true,
        features: [],
      },
      features: [],
      quota: {
        envelopes: {
          available: 5,
          consumed: 0,
          remaining: 5,
          cycle_started_at: monthStart,
          cycle_ends_at: nextMonth,
        },
      },
    });
  });

  it('takes each consumed envelope off the remaining signatures, down to 0', async () => {
    const organizationId = randomUUID();
    await consume(organizationId);
    await consume(organizationId);
    expect((await getSubscription(memberHeaders(organizationId))).body.quota.envelopes).toMatchObject({
      available: 5,
      consumed: 2,
      remaining: 3,
    });
    for (let sent = 3; sent <= 5; sent += 1) await consume(organizationId);
    expect((await getSubscription(memberHeaders(organizationId))).body.quota.envelopes).toMatchObject({
      consumed: 5,
      remaining: 0,
    });
  });

  it("answers a subscribed plan's yearly interval, features and renewal from its own cycle start", async () => {
    const organizationId = randomUUID();
    const lastYear = new Date().getUTCFullYear() - 1;
    const anchor = new Date(Date.UTC(lastYear, 0, 15, 12));
    await subscribe(organizationId, 'essential', anchor.toISOString());
    await consume(organizationId);

    const { status, body } = await getSubscription(memberHeaders(organizationId));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: organizationId,
      plan: {
        id: 'essential',
        name: 'Essential',
        interval: 12,
        interval_name: 'year',
        is_free: false,
        features: [{ feature: 'whatsapp' }],
      },
      features: ['whatsapp'],
      quota: { envelopes: { available: 360, consumed: 1, remaining: 359 } },
    });
    const { cycle_started_at: startedAt, cycle_ends_at: endsAt } = body.quota.envelopes;
    expect(new Date(startedAt).getUTCMonth()).toBe(0);
    expect(new Date(startedAt).getUTCDate()).toBe(15);
    expect(new Date(endsAt).getUTCFullYear()).toBe(new Date(startedAt).getUTCFullYear() + 1);
    expect(body.next_recurrence_at).toBe(endsAt);
  });

  it('leaves the free plan without WhatsApp and gives Advanced both WhatsApp and the API', async () => {
    const advanced = randomUUID();
    await subscribe(advanced, 'advanced', new Date().toISOString());
    expect((await getSubscription(memberHeaders(advanced))).body.features).toEqual(['whatsapp', 'api']);
    const basic = randomUUID();
    await subscribe(basic, 'basic', new Date().toISOString());
    expect((await getSubscription(memberHeaders(basic))).body.features).toEqual([]);
  });

  it('shows each organization only its own figures, whatever the other consumed', async () => {
    const first = randomUUID();
    const second = randomUUID();
    for (let sent = 1; sent <= 4; sent += 1) await consume(first);
    await subscribe(second, 'basic', new Date().toISOString());

    const ofSecond = (await getSubscription(memberHeaders(second))).body;
    expect(ofSecond.plan.id).toBe('basic');
    expect(ofSecond.quota.envelopes).toMatchObject({ available: 180, consumed: 0, remaining: 180 });
    const ofFirst = (await getSubscription(memberHeaders(first))).body;
    expect(ofFirst.plan.id).toBe('free');
    expect(ofFirst.quota.envelopes).toMatchObject({ consumed: 4, remaining: 1 });
  });

  it('never answers fewer than 0 remaining when more was consumed than the plan now allows', async () => {
    const organizationId = randomUUID();
    for (let sent = 1; sent <= 5; sent += 1) await consume(organizationId);
    await dataSource.query("UPDATE plans SET envelopes_per_cycle = 3 WHERE id = 'free'");
    try {
      expect((await getSubscription(memberHeaders(organizationId))).body.quota.envelopes).toMatchObject({
        available: 3,
        consumed: 5,
        remaining: 0,
      });
    } finally {
      await dataSource.query("UPDATE plans SET envelopes_per_cycle = 5 WHERE id = 'free'");
    }
  });

  it('refuses a call without the organization the gateway verified with 400 and the spec error body', async () => {
    const { 'x-organization-id': _dropped, ...headers } = memberHeaders(randomUUID());
    const { status, body } = await getSubscription(headers);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'The X-Organization header is required.' });
  });

  it('refuses a call without a user with 401', async () => {
    const { 'x-user-id': _dropped, ...headers } = memberHeaders(randomUUID());
    const { status, body } = await getSubscription(headers);
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: 'Unauthenticated.' });
  });
});
