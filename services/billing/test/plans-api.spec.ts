import { randomUUID } from 'node:crypto';
import type { PlanListResponse, ProductPlansResponse } from '../src/plans/plans.schemas.js';
import { callerOf, ownerOf, startBillingTestApp, type BillingTestApp } from './support/billing-test-app.js';

let billing: BillingTestApp;

beforeAll(async () => {
  billing = await startBillingTestApp('plans');
});

afterAll(async () => {
  await billing?.close();
});

const limitOf = (plan: { limits: Array<{ limitation: string; quantity: number | null }> }, name: string) =>
  plan.limits.find((limit) => limit.limitation === name)?.quantity;

describe('GET /plans', () => {
  it('lists the free plan, each paid product at 1, 3, 6 and 12 months and the custom Corporate plan', async () => {
    const { status, body } = await billing.call<PlanListResponse>(ownerOf(randomUUID()), 'GET', '/plans');
    expect(status).toBe(200);
    const byProduct = (product: string) => body.data.filter((plan) => plan.product === product);
    expect(byProduct('free').map((plan) => plan.interval)).toEqual([1]);
    for (const product of ['basic', 'essential', 'advanced'])
      expect(byProduct(product).map((plan) => plan.interval)).toEqual([1, 3, 6, 12]);
    const [corporate] = byProduct('corporate');
    expect(corporate).toMatchObject({ is_custom: true, value_cents: null, is_free: false });
    expect(limitOf(corporate!, 'users')).toBeNull();
    expect(body.data.map((plan) => plan.product)).toEqual([
      'free',
      ...Array(4).fill('basic'),
      ...Array(4).fill('essential'),
      ...Array(4).fill('advanced'),
      'corporate',
    ]);
  });

  it('prices in BRL cents with the yearly interval 25% off its list price and the free plan at 0', async () => {
    const { body } = await billing.call<PlanListResponse>(ownerOf(randomUUID()), 'GET', '/plans');
    const plan = (id: string) => body.data.find((entry) => entry.id === id)!;
    expect(plan('free')).toMatchObject({ value_cents: 0, is_free: true, currency: 'BRL' });
    expect(plan('basic-monthly')).toMatchObject({
      value_cents: 3990,
      list_value_cents: 3990,
      discount_percent: 0,
    });
    expect(plan('basic')).toMatchObject({
      interval: 12,
      interval_name: 'year',
      value_cents: 35910,
      list_value_cents: 47880,
      discount_percent: 25,
    });
    const discounts = body.data.filter((entry) => entry.value_cents).map((entry) => entry.discount_percent);
    expect(Math.max(...discounts)).toBe(25);
    expect(plan('advanced-quarterly')).toMatchObject({ interval_name: 'quarter', discount_percent: 10 });
    expect(plan('essential-semiannual')).toMatchObject({ interval_name: 'semester', discount_percent: 15 });
  });

  it('holds the comparison table: users, storage in MB, sendings, WhatsApp not in Basic, API in Advanced, teams of 15', async () => {
    const { body } = await billing.call<PlanListResponse>(ownerOf(randomUUID()), 'GET', '/plans', undefined);
    const yearly = ['basic', 'essential', 'advanced'].map((id) => body.data.find((plan) => plan.id === id)!);
    expect(yearly.map((plan) => limitOf(plan, 'users'))).toEqual([5, 10, 20]);
    expect(yearly.map((plan) => limitOf(plan, 'storage'))).toEqual([500, 1000, 3000]);
    expect(yearly.map((plan) => limitOf(plan, 'envelopes'))).toEqual([180, 360, 600]);
    expect(yearly.map((plan) => plan.features.map((entry) => entry.feature))).toEqual([
      [],
      ['whatsapp'],
      ['whatsapp', 'api'],
    ]);
    expect(limitOf(yearly[2]!, 'team_members')).toBe(15);
    const monthlyAdvanced = body.data.find((plan) => plan.id === 'advanced-monthly')!;
    expect(limitOf(monthlyAdvanced, 'envelopes')).toBe(50);
    expect(
      limitOf(
        body.data.find((plan) => plan.id === 'free')!,
        'envelopes',
      ),
    ).toBe(5);
  });

  it('filters one interval, keeping the free and custom plans', async () => {
    const { body } = await billing.call<PlanListResponse>(ownerOf(randomUUID()), 'GET', '/plans?interval=1');
    expect(body.data.map((plan) => plan.id)).toEqual([
      'free',
      'basic-monthly',
      'essential-monthly',
      'advanced-monthly',
      'corporate',
    ]);
    const refused = await billing.call<{ errors: Record<string, string[]> }>(
      ownerOf(randomUUID()),
      'GET',
      '/plans?interval=2',
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['interval']);
  });

  it('asks for the CPF and looks the card up in the Brazilian edition, card and boleto', async () => {
    const { body } = await billing.call<PlanListResponse>(ownerOf(randomUUID()), 'GET', '/plans');
    expect(body.checkout).toEqual({
      edition: 'br',
      currency: 'BRL',
      document_required: true,
      card_lookup: true,
      payment_methods: ['card', 'boleto'],
      annual_discount_percent: 25,
    });
  });

  it('lets any member read the catalogue', async () => {
    expect((await billing.call(callerOf(randomUUID()), 'GET', '/plans')).status).toBe(200);
  });
});

describe('GET /plans/{id}/organizations/{organizationId}', () => {
  it("answers every interval of the plan's product for the owner's organization and its current plan", async () => {
    const organizationId = randomUUID();
    const { status, body } = await billing.call<ProductPlansResponse>(
      ownerOf(organizationId),
      'GET',
      `/plans/advanced/organizations/${organizationId}`,
    );
    expect(status).toBe(200);
    expect(body.plan.id).toBe('advanced');
    expect(body.plans.map((plan) => plan.id)).toEqual([
      'advanced-monthly',
      'advanced-quarterly',
      'advanced-semiannual',
      'advanced',
    ]);
    expect(body.organization).toEqual({ id: organizationId, current_plan_id: 'free' });
  });

  it('answers a member holding manage_billing and refuses a member without it with 403', async () => {
    const organizationId = randomUUID();
    const path = `/plans/basic/organizations/${organizationId}`;
    const billingManager = callerOf(organizationId, { permissions: ['manage_billing'] });
    expect((await billing.call(billingManager, 'GET', path)).status).toBe(200);
    const plainMember = callerOf(organizationId, { permissions: ['manage_users'] });
    expect((await billing.call(plainMember, 'GET', path)).status).toBe(403);
  });

  it("refuses another organization's id with 404, even to that organization's owner", async () => {
    const first = randomUUID();
    const { status, body } = await billing.call<{ code: string }>(
      ownerOf(randomUUID()),
      'GET',
      `/plans/basic/organizations/${first}`,
    );
    expect(status).toBe(404);
    expect(body.code).toBe('plan.not_found');
  });

  it('answers 404 for an unknown plan', async () => {
    const organizationId = randomUUID();
    const { status } = await billing.call(
      ownerOf(organizationId),
      'GET',
      `/plans/gold/organizations/${organizationId}`,
    );
    expect(status).toBe(404);
  });

  it('answers 404, not a database error, for a plan id no plan could have (a NUL byte)', async () => {
    const organizationId = randomUUID();
    for (const [method, path] of [
      ['GET', `/plans/%00/organizations/${organizationId}`],
      ['POST', '/plans/a%00b/subscriptions'],
    ] as const) {
      const { status } = await billing.call(
        ownerOf(organizationId),
        method,
        path,
        method === 'GET' ? undefined : {},
      );
      expect({ method, path, status }).toEqual({ method, path, status: 404 });
    }
  });
});

describe('the US edition', () => {
  let us: BillingTestApp;
  beforeAll(async () => {
    us = await startBillingTestApp('plans-us', { PRODUCT_EDITION: 'us' });
  });
  afterAll(async () => {
    await us?.close();
  });

  it('asks for no CPF, looks no card up and takes cards only', async () => {
    const { body } = await us.call<PlanListResponse>(ownerOf(randomUUID()), 'GET', '/plans');
    expect(body.checkout).toMatchObject({
      edition: 'us',
      document_required: false,
      card_lookup: false,
      payment_methods: ['card'],
    });
  });
});

describe('the custom Corporate plan', () => {
  it('sends without an envelope limit once an operator has put an organization on it', async () => {
    const organizationId = randomUUID();
    await billing.dataSource.query(
      `INSERT INTO subscriptions (organization_id, plan_id, cycle_started_at) VALUES ($1, 'corporate', now())`,
      [organizationId],
    );
    for (let sent = 0; sent < 3; sent += 1) {
      const envelopeId = randomUUID();
      const consumed = await billing.rpc.request<object, { available: number; consumed: number }>(
        'billing.consume_envelope_credit.v1',
        { organization_id: organizationId, envelope_id: envelopeId, idempotency_key: `send:${envelopeId}` },
      );
      expect(consumed).toMatchObject({ available: -1, consumed: sent + 1 });
    }
    const maySend = await billing.rpc.request<object, { allowed: boolean }>('billing.may_send.v1', {
      organization_id: organizationId,
    });
    expect(maySend.allowed).toBe(true);
    const { body } = await billing.call<{ quota: { envelopes: { available: number; remaining: number } } }>(
      ownerOf(organizationId),
      'GET',
      '/subscription',
    );
    expect(body.quota.envelopes).toMatchObject({ available: -1, remaining: -1 });
    const users = (
      await billing.rpc.request<object, { limits: Array<{ limitation: string; quantity: unknown }> }>(
        'billing.plan_limits.v1',
        { organization_id: organizationId },
      )
    ).limits.find((limit) => limit.limitation === 'users');
    expect(Number(users!.quantity)).toBe(-1);
  });
});
