import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeEvent, SubscriptionState } from '@rubrica/proto';
import { SANDBOX_TEST_CARDS } from '../src/payments/sandbox/sandbox-cards.js';
import { webhookSignature } from '../src/payments/webhook-signature.util.js';
import type {
  CreditCardAnswer,
  InvoiceAnswer,
  PaymentStartedResponse,
  SubscriptionResponse,
} from '../src/subscription/subscription.schemas.js';
import { subscriptionStore } from '../src/subscription/subscription.store.js';
import {
  BOLETO_PAYER,
  hostedCheckoutUrl,
  callerOf,
  ownerOf,
  sandboxPage,
  SANDBOX_TEST_SECRET,
  startBillingTestApp,
  until,
  type BillingTestApp,
} from './support/billing-test-app.js';

// The whole lifecycle against the sandbox provider: its checkout routes are called as the payer's
// browser would, and its signed webhooks come back to this process through the billing queue.

let billing: BillingTestApp;

beforeAll(async () => {
  billing = await startBillingTestApp('lifecycle');
});

afterAll(async () => {
  await billing?.close();
});

const anonymous = {};

async function subscription(organizationId: string): Promise<SubscriptionResponse> {
  return (await billing.call<SubscriptionResponse>(ownerOf(organizationId), 'GET', '/subscription')).body;
}

/** The payer on the sandbox's page: tokenizes `number` and pays the charge behind `checkoutUrl`. */
async function payOnSandbox(checkoutUrl: string, number: string = SANDBOX_TEST_CARDS.approved) {
  const chargeId = checkoutUrl.split('/').pop()!;
  const page = await fetch(`${billing.url}/p/billing/sandbox/checkout/${chargeId}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pagar com cartão');
  const token = await billing.call<{ token: string; last4: string }>(
    anonymous,
    'POST',
    '/p/billing/sandbox/tokens',
    {
      holder_name: 'Olga Matriz',
      number,
      exp_month: '12',
      exp_year: String(new Date().getUTCFullYear() + 3),
      cvv: '123',
    },
  );
  expect(token.status).toBe(200);
  return billing.call<{ status: string; failure_reason: string | null }>(
    anonymous,
    'POST',
    `/p/billing/sandbox/checkout/${chargeId}/pay`,
    { token: token.body.token },
  );
}

/** `iso`'s day as pt-BR and es write it: DD/MM/YYYY (§9). */
const dayMonthYear = (iso: string) => {
  const day = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
};

/** `iso`'s day as English writes it with the month named: `Nov 27, 2026`. */
const monthDayYear = (iso: string) => {
  const day = new Date(iso);
  const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[day.getUTCMonth()];
  return `${month} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
};

/** The output of `command` run on `pdf`, written to a file whose path `args` places. */
async function runOnPdf(pdf: Uint8Array, command: string, args: (path: string) => string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'billing-invoice-'));
  try {
    await writeFile(join(dir, 'invoice.pdf'), pdf);
    return (await promisify(execFile)(command, args(join(dir, 'invoice.pdf')))).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** qpdf --check on `pdf`: its exit status 0 means no error and no warning. */
const qpdfAccepts = (pdf: Uint8Array) => runOnPdf(pdf, 'qpdf', (path) => ['--check', path]);

/** The PDF's text as pdftotext lays it out, its runs of spaces (no-break ones too) made one. */
const pdfText = async (pdf: Uint8Array) =>
  (await runOnPdf(pdf, 'pdftotext', (path) => ['-layout', '-enc', 'UTF-8', path, '-'])).replace(/\s+/g, ' ');

async function planLimits(organizationId: string) {
  return billing.rpc.request<
    { organization_id: string },
    { limits: Array<{ limitation: string; quantity: unknown }> }
  >('billing.plan_limits.v1', { organization_id: organizationId });
}
const capOf = async (organizationId: string, limitation: string) => {
  const limit = (await planLimits(organizationId)).limits.find((entry) => entry.limitation === limitation);
  return limit === undefined ? undefined : Number(limit.quantity);
};
const usersCap = (organizationId: string) => capOf(organizationId, 'users');

/** The owner of `organizationId` signs `planId` (POST /plans/{id}/subscriptions, §7). */
const signPlan = (organizationId: string, planId: string, body: object = {}) =>
  billing.call<PaymentStartedResponse>(
    ownerOf(organizationId),
    'POST',
    `/plans/${planId}/subscriptions`,
    body,
  );

/** The owner of `organizationId` subscribes in one step (PUT /subscription/subscribe, §7). */
const subscribe = <T = unknown>(organizationId: string, body: object) =>
  billing.call<T>(ownerOf(organizationId), 'PUT', '/subscription/subscribe', body);

/** A recurring Advanced yearly subscription paid by card through the sandbox. */
async function subscribedOrganization(planId = 'advanced'): Promise<string> {
  const organizationId = randomUUID();
  const signed = await signPlan(organizationId, planId);
  expect(signed.status).toBe(201);
  expect((await payOnSandbox(signed.body.checkout_url!)).body.status).toBe('paid');
  await until(
    () => subscription(organizationId),
    (body) => body.state === 'recurring',
    'the payment webhook',
  );
  return organizationId;
}

async function changedEvents(organizationId: string) {
  const rows = (await billing.dataSource.query(
    `SELECT payload FROM outbox_events WHERE subject = 'rubrica.billing.subscription.changed' ORDER BY seq`,
  )) as Array<{ payload: unknown }>;
  return rows
    .map((row) => decodeEvent('rubrica.billing.subscription.changed', row.payload as never))
    .filter((event) => event.organizationId === organizationId);
}

describe('signing a plan through the sandbox checkout', () => {
  it('answers the free plan until a plan is signed, then awaits payment with a checkout on our origin', async () => {
    const organizationId = randomUUID();
    expect(await subscription(organizationId)).toMatchObject({
      id: null,
      state: 'recurring',
      plan: { id: 'free' },
    });

    const signed = await signPlan(organizationId, 'advanced');
    expect(signed.status).toBe(201);
    expect(signed.body.checkout_url).toMatch(
      /^http:\/\/localhost:8080\/api\/p\/billing\/sandbox\/checkout\/ch_/,
    );
    expect(signed.body.invoice).toMatchObject({
      status: 'pending',
      plan: { id: 'advanced', interval: 12 },
      value: { amount: 1349.1 },
      discount_value: { amount: 449.7 },
    });
    expect(signed.body.subscription).toMatchObject({
      id: organizationId,
      state: 'uninitialized',
      plan: { id: 'advanced' },
      has_pending_invoice: true,
      quota: { envelopes: { available: 5 } },
    });
    expect(await usersCap(organizationId)).toBe(5);
    // Awaiting payment: still the free plan, whose teams have no cap.
    expect(await capOf(organizationId, 'team_members')).toBeUndefined();
    const pending = await billing.call<InvoiceAnswer>(
      ownerOf(organizationId),
      'GET',
      '/subscription/invoices/pending',
    );
    expect(pending.body.id).toBe(signed.body.invoice.id);
  });

  it('refuses a second payment while one is in progress with 412 and the spec message', async () => {
    const organizationId = randomUUID();
    await billing.call(ownerOf(organizationId), 'POST', '/plans/basic/subscriptions', {});
    const again = await subscribe<{ message: string; code: string }>(organizationId, { plan: 'essential' });
    expect(again.status).toBe(412);
    expect(again.body).toMatchObject({
      code: 'subscription.payment_in_progress',
      message: 'You already have a payment in progress',
    });
  });

  it('starts the plan when the provider reports the payment: recurring, new limits, card kept, event published', async () => {
    const organizationId = await subscribedOrganization();
    const body = await subscription(organizationId);
    expect(body).toMatchObject({
      state: 'recurring',
      plan: { id: 'advanced', is_free: false },
      features: ['whatsapp', 'api'],
      payment_method: 'card',
      properties: { card_banner: 'visa', card_last_four_digits: '4242' },
      quota: { envelopes: { available: 600 } },
    });
    expect(await usersCap(organizationId)).toBe(20);
    // Organization spec §9: "Advanced plan: teams up to 15 people" (identity caps each team with it).
    expect(await capOf(organizationId, 'team_members')).toBe(15);
    const card = await billing.call<CreditCardAnswer>(
      ownerOf(organizationId),
      'GET',
      '/subscription/credit-card-data',
    );
    expect(card.body).toMatchObject({ cardBrand: 'visa', cardLast4Digits: '4242', expiry: 'valid' });
    const invoices = await billing.call<{ data: InvoiceAnswer[] }>(
      ownerOf(organizationId),
      'GET',
      '/subscription/invoices',
    );
    expect(invoices.body.data.map((invoice) => invoice.status)).toEqual(['paid']);
    expect(invoices.body.data[0]!.paid_value).toMatchObject({ amount: 1349.1 });
    const states = (await changedEvents(organizationId)).map((event) => event.state);
    expect(states).toEqual([SubscriptionState.UNINITIALIZED, SubscriptionState.RECURRING]);
  });

  it('never moves on the browser coming back: only the webhook does', async () => {
    const organizationId = randomUUID();
    const signed = await signPlan(organizationId, 'basic', {
      callback_path: '/account/billing/plan?tab=plans',
    });
    expect(await sandboxPage(billing, signed.body.checkout_url!)).toContain(
      'http://localhost:8080/account/billing/plan?tab=plans',
    );
    expect((await subscription(organizationId)).state).toBe('uninitialized');
  });

  it('leaves a declined card awaiting payment, the invoice rejected with the reason', async () => {
    const organizationId = randomUUID();
    const signed = await signPlan(organizationId, 'essential');
    expect((await payOnSandbox(signed.body.checkout_url!, SANDBOX_TEST_CARDS.declined)).body).toEqual({
      status: 'failed',
      failure_reason: 'card_declined',
    });
    const invoices = await until(
      async () =>
        (
          await billing.call<{ data: InvoiceAnswer[] }>(
            ownerOf(organizationId),
            'GET',
            '/subscription/invoices',
          )
        ).body.data,
      (data) => data[0]?.status === 'rejected',
      'the refusal webhook',
    );
    expect(invoices[0]!.failure_reason).toBe('card_declined');
    expect(await subscription(organizationId)).toMatchObject({
      state: 'uninitialized',
      has_pending_invoice: false,
    });
  });

  it('charges a card tokenized in the wizard without the hosted page, and refuses a card number', async () => {
    const organizationId = randomUUID();
    const token = await billing.call<{ token: string }>(anonymous, 'POST', '/p/billing/sandbox/tokens', {
      holder_name: 'Olga',
      number: SANDBOX_TEST_CARDS.approvedMastercard,
      exp_month: 1,
      exp_year: new Date().getUTCFullYear() + 2,
      cvv: '321',
    });
    const raw = await subscribe(organizationId, {
      plan: 'basic',
      card: { card_number: SANDBOX_TEST_CARDS.approved },
    });
    expect(raw.status).toBe(422);
    const customer = { name: 'Olga Matriz', email: 'olga@matriz.example', document: '123.456.789-00' };
    const badCpf = await subscribe<{ errors: Record<string, string[]> }>(organizationId, {
      plan: 'basic',
      payment_method: 12,
      customer,
      card: { token: token.body.token },
    });
    expect(badCpf.status).toBe(422);
    expect(Object.keys(badCpf.body.errors)).toEqual(['customer.document']);
    const paid = await subscribe<PaymentStartedResponse>(organizationId, {
      plan: 'basic',
      payment_method: 12,
      customer: { ...customer, document: '529.982.247-25', cellphone: '(11) 98765-4321' },
      card: { token: token.body.token },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.checkout_url).toBeNull();
    const body = await until(
      () => subscription(organizationId),
      (value) => value.state === 'recurring',
      'payment',
    );
    expect(body.properties).toEqual({ card_banner: 'mastercard', card_last_four_digits: '4444' });
  });
});

describe('boleto', () => {
  const payer = { ...BOLETO_PAYER, state: 'sp' };

  it('issues a boleto with its line, bar code and due date; the plan awaits the bank until a signed webhook', async () => {
    const organizationId = randomUUID();
    const { zip_code: _zip, ...withoutAddress } = payer;
    const noAddress = await subscribe<{ errors: Record<string, string[]> }>(organizationId, {
      plan: 'essential',
      payment_method: 'boleto',
      customer: withoutAddress,
    });
    expect(noAddress.status).toBe(422);
    expect(Object.keys(noAddress.body.errors)).toEqual(['customer.zip_code']);

    const issued = await subscribe<PaymentStartedResponse>(organizationId, {
      plan: 'essential',
      payment_method: 'boleto',
      customer: payer,
      callback_path: '/account/billing/plan?tab=plans',
    });
    expect(issued.status).toBe(200);
    expect(issued.body.checkout_url).toBeNull();
    expect(issued.body.subscription).toMatchObject({ state: 'uninitialized', has_pending_invoice: true });
    const { invoice } = issued.body;
    expect(invoice).toMatchObject({ status: 'pending', payment_method: 'boleto' });
    expect(invoice.boleto!.line.replace(/\D/g, '')).toHaveLength(47);
    expect(invoice.boleto!.barcode).toMatch(/^0009\d{40}$/);
    // The bar code carries the invoice's value in cents.
    expect(Number(invoice.boleto!.barcode.slice(9, 19))).toBe(Math.round(invoice.value.amount * 100));
    const daysToDue = (Date.parse(invoice.due_date) - Date.parse(invoice.created_at)) / (24 * 3600 * 1000);
    expect(Math.round(daysToDue)).toBe(3);
    expect(invoice.checkout_url).toBe(invoice.boleto!.url);

    // The sandbox's page shows it, and a second plan change waits for it (412).
    const chargeId = invoice.boleto!.url!.split('/').pop()!;
    const page = await (await fetch(`${billing.url}/p/billing/sandbox/checkout/${chargeId}`)).text();
    expect(page).toContain(invoice.boleto!.line);
    expect(page).toContain('Pagar boleto');
    expect(page).not.toContain('Pagar com cartão');
    // Worded in the product's default language (no Accept-Language), with the way back to the page
    // the wizard started from, as a card's checkout has.
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('<h1>Rubrica Essencial (12 meses)</h1>');
    expect(page).toContain(
      '<a id="back" href="http://localhost:8080/account/billing/plan?tab=plans">Voltar para a Rubrica</a>',
    );
    expect((await subscribe(organizationId, { plan: 'basic' })).status).toBe(412);

    const slip = await fetch(`${billing.url}${invoice.details_url.replace('/api', '')}`, {
      headers: await (await import('@rubrica/testing')).asGateway('billing', ownerOf(organizationId)),
    });
    expect(await qpdfAccepts(Buffer.from(await slip.arrayBuffer()))).toContain('No syntax');

    // Days go by: nothing moves until the bank pays.
    expect((await subscription(organizationId)).state).toBe('uninitialized');
    const settled = await billing.call<{ status: string }>(
      anonymous,
      'POST',
      `/p/billing/sandbox/checkout/${chargeId}/boleto/settle`,
    );
    expect(settled.body.status).toBe('paid');
    const after = await until(
      () => subscription(organizationId),
      (value) => value.state === 'recurring',
      'the boleto webhook',
    );
    expect(after).toMatchObject({
      plan: { id: 'essential' },
      payment_method: 'boleto',
      has_pending_invoice: false,
    });
    const [paid] = (
      await billing.call<{ data: InvoiceAnswer[] }>(ownerOf(organizationId), 'GET', '/subscription/invoices')
    ).body.data;
    expect(paid).toMatchObject({ id: invoice.id, status: 'paid', boleto: null, checkout_url: null });
    // Settling twice is refused: the bank pays a boleto once.
    expect(
      (await billing.call(anonymous, 'POST', `/p/billing/sandbox/checkout/${chargeId}/boleto/settle`)).status,
    ).toBe(404);
  });

  it("speaks the payer's language on the hosted page: the charge, its words and the way back", async () => {
    /** A payment started by a new organization's owner whose app speaks `language`. */
    const startedIn = (language: string, method: string, path: string, body: unknown) =>
      billing.call<PaymentStartedResponse>(
        { ...ownerOf(randomUUID()), 'accept-language': language },
        method,
        path,
        body,
      );

    const issued = await startedIn('es-AR,es;q=0.9,en;q=0.8', 'PUT', '/subscription/subscribe', {
      plan: 'essential',
      payment_method: 'boleto',
      customer: payer,
    });
    // The page's own request names no language: the payer's is kept with the charge.
    const boletoPage = await sandboxPage(billing, issued.body.invoice.boleto!.url!);
    for (const words of [
      '<html lang="es">',
      '<h1>Rubrica Esencial (12 meses)</h1>',
      'Línea digitable',
      'Boleto emitido: esperando el pago.',
      'Pagar el boleto (simular el banco)',
      '<a id="back" href="http://localhost:8080/account/billing/plan">Volver a Rubrica</a>',
    ])
      expect(boletoPage).toContain(words);
    expect(boletoPage).not.toMatch(/Linha digitável|Vencimento|Voltar para a Rubrica/);

    const signed = await startedIn('en-US', 'POST', '/plans/basic-monthly/subscriptions', {
      callback_path: '/account/billing/plan?tab=plans',
    });
    // Kept with the charge too when the browser opening the page prefers another language.
    const checkoutPage = await sandboxPage(billing, signed.body.checkout_url!, {
      'accept-language': 'pt-BR',
    });
    for (const words of [
      '<html lang="en">',
      '<h1>Rubrica Basic (1 month)</h1>',
      '<label for="number">Card number</label>',
      'Pay by card',
      '<a id="back" href="http://localhost:8080/account/billing/plan?tab=plans">Back to Rubrica</a>',
    ])
      expect(checkoutPage).toContain(words);
    expect(checkoutPage).not.toMatch(/Pagar com cartão|Número do cartão|Voltar para a Rubrica/);
  });

  it('issues a boleto from the hosted checkout page too, with its numbers on the page, once', async () => {
    const organizationId = randomUUID();
    const signed = await signPlan(organizationId, 'basic');
    const chargeId = signed.body.checkout_url!.split('/').pop()!;
    const issue = () => billing.call(anonymous, 'POST', `/p/billing/sandbox/checkout/${chargeId}/boleto`);
    expect((await issue()).status).toBe(200);
    expect((await issue()).status).toBe(404);
    const page = await (await fetch(`${billing.url}/p/billing/sandbox/checkout/${chargeId}`)).text();
    const line = /id="boleto-line">([^<]+)</.exec(page)?.[1] ?? '';
    expect(line.replace(/\D/g, '')).toHaveLength(47);
    expect(page).toMatch(/id="boleto-barcode">0009\d{40}</);
    expect(page).toContain('Pagar boleto');
    expect(page).not.toContain('Pagar com cartão');
    const pending = await until(
      () => billing.call<InvoiceAnswer>(ownerOf(organizationId), 'GET', '/subscription/invoices/pending'),
      (answer) => answer.body.payment_method === 'boleto',
      'the pending event',
    );
    expect(pending.body.status).toBe('pending');
    expect((await subscription(organizationId)).state).toBe('uninitialized');
  });

  it('leaves the subscription uninitialized when the boleto is never paid and the invoice is cancelled', async () => {
    const organizationId = randomUUID();
    const issued = await signPlan(organizationId, 'basic', { payment_method: 'boleto', customer: payer });
    expect(issued.body.invoice.boleto).not.toBeNull();
    expect((await billing.call(ownerOf(organizationId), 'DELETE', '/subscription/invoices')).status).toBe(
      204,
    );
    const chargeId = issued.body.invoice.boleto!.url!.split('/').pop()!;
    expect(
      (await billing.call(anonymous, 'POST', `/p/billing/sandbox/checkout/${chargeId}/boleto/settle`)).status,
    ).toBe(404);
    expect(await subscription(organizationId)).toMatchObject({
      state: 'uninitialized',
      has_pending_invoice: false,
    });
  });
});

describe('changing the card', () => {
  const tokenOf = async (number: string, year = new Date().getUTCFullYear() + 2) =>
    (
      await billing.call<{ token: string }>(anonymous, 'POST', '/p/billing/sandbox/tokens', {
        holder_name: 'Olga Matriz',
        number,
        exp_month: 7,
        exp_year: year,
        cvv: '123',
      })
    ).body.token;

  it('keeps a new tokenized card for renewals: the provider’s card id, brand, last four digits and expiry', async () => {
    const organizationId = await subscribedOrganization('basic');
    const token = await tokenOf(SANDBOX_TEST_CARDS.approvedMastercard);
    const changed = await billing.call<CreditCardAnswer>(
      ownerOf(organizationId),
      'PUT',
      '/subscription/credit-card-data',
      { card: { token } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      cardBrand: 'mastercard',
      cardLast4Digits: '4444',
      cardExpiration: { month: 7, year: new Date().getUTCFullYear() + 2 },
      expiry: 'valid',
    });
    expect((await subscription(organizationId)).properties).toEqual({
      card_banner: 'mastercard',
      card_last_four_digits: '4444',
    });
    const [row] = (await billing.dataSource.query(
      'SELECT provider_card_id FROM subscriptions WHERE organization_id = $1',
      [organizationId],
    )) as Array<{ provider_card_id: string }>;
    expect(row!.provider_card_id).toBe(token);
  });

  it('refuses a card the provider would not charge, an unknown token and a card number, keeping the old card', async () => {
    const organizationId = await subscribedOrganization('basic');
    const before = (
      await billing.call<CreditCardAnswer>(ownerOf(organizationId), 'GET', '/subscription/credit-card-data')
    ).body;
    const declined = await billing.call<{ code: string }>(
      ownerOf(organizationId),
      'PUT',
      '/subscription/credit-card-data',
      { card: { token: await tokenOf(SANDBOX_TEST_CARDS.declined) } },
    );
    expect([declined.status, declined.body.code]).toEqual([422, 'card.refused']);
    const unknown = await billing.call<{ code: string }>(
      ownerOf(organizationId),
      'PUT',
      '/subscription/credit-card-data',
      { card: { token: 'card_000000000000000000000000' } },
    );
    expect([unknown.status, unknown.body.code]).toEqual([422, 'card.invalid_token']);
    expect(
      (
        await billing.call(ownerOf(organizationId), 'PUT', '/subscription/credit-card-data', {
          card: { token: 'x', card_number: SANDBOX_TEST_CARDS.approved },
        })
      ).status,
    ).toBe(422);
    expect(
      (await billing.call<CreditCardAnswer>(ownerOf(organizationId), 'GET', '/subscription/credit-card-data'))
        .body,
    ).toEqual(before);
  });

  it('refuses a card without a subscription (409) and to a member without manage_billing (403)', async () => {
    const token = await tokenOf(SANDBOX_TEST_CARDS.approved);
    expect(
      (
        await billing.call(ownerOf(randomUUID()), 'PUT', '/subscription/credit-card-data', {
          card: { token },
        })
      ).status,
    ).toBe(409);
    const organizationId = await subscribedOrganization('basic');
    const member = callerOf(organizationId, { permissions: ['manage_users'] });
    expect(
      (await billing.call(member, 'PUT', '/subscription/credit-card-data', { card: { token } })).status,
    ).toBe(403);
  });
});

describe('the webhook receiver', () => {
  async function post(body: string, signature?: string) {
    const response = await fetch(`${billing.url}/p/billing/webhooks/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'rubrica-sandbox-signature': signature } : {}),
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as { applied?: boolean; code?: string } };
  }

  /** A Basic plan signed by a new organization, and the "paid" event its charge would get. */
  async function openCharge() {
    const organizationId = randomUUID();
    const signed = await signPlan(organizationId, 'basic');
    const chargeId = signed.body.checkout_url!.split('/').pop()!;
    const paid = {
      id: `evt_${randomUUID()}`,
      type: 'charge.paid',
      chargeId,
      reference: signed.body.invoice.id,
    };
    return { organizationId, paid };
  }

  it('keeps a verdict that lands before the payment start has written its charge down', async () => {
    const { organizationId, paid } = await openCharge();
    const event = JSON.stringify(paid);
    const sign = () => webhookSignature(SANDBOX_TEST_SECRET, event, Math.floor(Date.now() / 1000));
    expect((await post(event, sign())).body).toMatchObject({ applied: true });
    // The start's own bookkeeping after the provider answered ("pending, charge ch_...") comes late.
    await subscriptionStore.updateInvoice(billing.dataSource.manager, paid.reference, {
      status: 'pending',
      providerChargeId: paid.chargeId,
    });
    const [invoice] = (
      await billing.call<{ data: InvoiceAnswer[] }>(ownerOf(organizationId), 'GET', '/subscription/invoices')
    ).body.data;
    expect(invoice).toMatchObject({ id: paid.reference, status: 'paid' });
    expect(await subscription(organizationId)).toMatchObject({
      state: 'recurring',
      has_pending_invoice: false,
    });
  });

  it('refuses a body without a valid signature, a wrong secret or an old timestamp, changing nothing', async () => {
    const { organizationId, paid } = await openCharge();
    const forged = JSON.stringify(paid);
    const now = Math.floor(Date.now() / 1000);
    expect((await post(forged)).status).toBe(401);
    expect((await post(forged, webhookSignature('another-secret-0123456789', forged, now))).status).toBe(401);
    expect((await post(forged, webhookSignature(SANDBOX_TEST_SECRET, forged, now - 3600))).body.code).toBe(
      'payment.invalid_signature',
    );
    expect((await subscription(organizationId)).state).toBe('uninitialized');
  });

  it('applies a signed event once, however often it is delivered', async () => {
    const { organizationId, paid } = await openCharge();
    const event = JSON.stringify({
      ...paid,
      method: 'boleto',
      paidCents: 35910,
    });
    const sign = () => webhookSignature(SANDBOX_TEST_SECRET, event, Math.floor(Date.now() / 1000));
    expect((await post(event, sign())).body).toEqual({ received: true, applied: true });
    expect((await post(event, sign())).body).toEqual({ received: true, applied: false });
    expect((await subscription(organizationId)).state).toBe('recurring');
    const recurring = (await changedEvents(organizationId)).filter(
      (e) => e.state === SubscriptionState.RECURRING,
    );
    expect(recurring).toHaveLength(1);
  });
});

describe('changing, cancelling and reactivating', () => {
  it('changes an active plan once its invoice is paid, refusing a second change meanwhile (412)', async () => {
    const organizationId = await subscribedOrganization('basic');
    const change = await billing.call<PaymentStartedResponse>(
      ownerOf(organizationId),
      'PUT',
      `/subscriptions/${organizationId}/change-plan`,
      { plan: 'advanced-monthly' },
    );
    expect(change.status).toBe(200);
    expect(change.body.subscription).toMatchObject({ state: 'recurring', plan: { id: 'basic' } });
    const again = await billing.call(
      ownerOf(organizationId),
      'PUT',
      `/subscriptions/${organizationId}/change-plan`,
      {
        plan: 'essential',
      },
    );
    expect(again.status).toBe(412);
    await payOnSandbox(change.body.checkout_url!);
    const body = await until(
      () => subscription(organizationId),
      (value) => value.plan.id === 'advanced-monthly',
      'change',
    );
    expect(body).toMatchObject({
      state: 'recurring',
      plan: { interval: 1 },
      quota: { envelopes: { available: 50 } },
    });
  });

  it('cancels a pending invoice (204), after which none is pending', async () => {
    const organizationId = await subscribedOrganization('basic');
    await billing.call(ownerOf(organizationId), 'PUT', `/subscriptions/${organizationId}/change-plan`, {
      plan: 'essential',
    });
    expect((await billing.call(ownerOf(organizationId), 'DELETE', '/subscription/invoices')).status).toBe(
      204,
    );
    expect(
      (await billing.call(ownerOf(organizationId), 'GET', '/subscription/invoices/pending')).status,
    ).toBe(404);
    expect((await billing.call(ownerOf(organizationId), 'DELETE', '/subscription/invoices')).status).toBe(
      404,
    );
    expect((await subscription(organizationId)).plan.id).toBe('basic');
  });

  it('cancels to the free plan’s limits at once, keeping the cycle’s credits until it ends; then reactivates', async () => {
    const organizationId = await subscribedOrganization('advanced');
    const before = await subscription(organizationId);
    const cancelled = await billing.call(ownerOf(organizationId), 'DELETE', '/subscription/cancel');
    expect(cancelled.status).toBe(204);
    const after = await subscription(organizationId);
    expect(after).toMatchObject({
      state: 'cancelled',
      plan: { id: 'advanced' },
      features: [],
      next_recurrence_at: before.next_recurrence_at,
      quota: { envelopes: { available: 600 } },
    });
    expect(await usersCap(organizationId)).toBe(5);
    expect((await billing.call(ownerOf(organizationId), 'DELETE', '/subscription/cancel')).status).toBe(409);
    expect(
      (
        await billing.call(ownerOf(organizationId), 'PUT', `/subscriptions/${organizationId}/change-plan`, {
          plan: 'basic',
        })
      ).status,
    ).toBe(409);

    await payOnSandbox(await hostedCheckoutUrl(billing, organizationId, '/subscription/reactivate'));
    await until(
      () => subscription(organizationId),
      (value) => value.state === 'recurring',
      'reactivation',
    );
    expect(await usersCap(organizationId)).toBe(20);
  });

  it('refuses to cancel the free plan and to reactivate what is not cancelled', async () => {
    const organizationId = randomUUID();
    expect((await billing.call(ownerOf(organizationId), 'DELETE', '/subscription/cancel')).status).toBe(409);
    expect((await billing.call(ownerOf(organizationId), 'POST', '/subscription/reactivate', {})).status).toBe(
      409,
    );
    expect(
      (await billing.call(ownerOf(organizationId), 'POST', '/plans/corporate/subscriptions', {})).status,
    ).toBe(409);
    expect(
      (await billing.call(ownerOf(organizationId), 'POST', '/plans/free/subscriptions', {})).status,
    ).toBe(409);
  });
});

describe('invoices, the card and who may see them', () => {
  it('serves an invoice as a PDF, lists with q and page, and forgets the card', async () => {
    const organizationId = await subscribedOrganization('essential');
    const list = await billing.call<{ data: InvoiceAnswer[]; meta: { total: number } }>(
      ownerOf(organizationId),
      'GET',
      '/subscription/invoices?q=essential&page=1',
    );
    expect(list.body.meta.total).toBe(1);
    expect(
      (
        await billing.call<{ data: unknown[] }>(
          ownerOf(organizationId),
          'GET',
          '/subscription/invoices?q=advanced',
        )
      ).body.data,
    ).toEqual([]);
    const invoice = list.body.data[0]!;
    const pdf = await fetch(`${billing.url}${invoice.details_url.replace('/api', '')}`, {
      headers: await (await import('@rubrica/testing')).asGateway('billing', ownerOf(organizationId)),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="fatura-${invoice.number}.pdf"`,
    );
    expect(await qpdfAccepts(bytes)).toContain('No syntax or stream encoding errors found');
    // Neither the request nor the subscription named a language: the product's default.
    const text = await pdfText(bytes);
    expect(text).toContain(`Fatura nº ${invoice.number}`);
    expect(text).toContain('Plano Rubrica Essencial (12 meses)');
    expect(text).toContain('Preço de tabela R$ 958,80');
    expect(text).toContain('Valor R$ 719,10');
    expect(text).toContain(`Emitida em ${dayMonthYear(invoice.created_at)}`);
    expect(
      (await billing.call(ownerOf(organizationId), 'DELETE', '/subscription/credit-card-data')).status,
    ).toBe(204);
    expect(
      (await billing.call(ownerOf(organizationId), 'GET', '/subscription/credit-card-data')).status,
    ).toBe(404);
  });

  it("words an invoice's PDF in the requester's language, else in the one the plan is paid in", async () => {
    const organizationId = await subscribedOrganization('advanced');
    // The plan was last paid from an app that speaks Spanish.
    await billing.dataSource.query(`UPDATE subscriptions SET locale = 'es' WHERE organization_id = $1`, [
      organizationId,
    ]);
    const [invoice] = (
      await billing.call<{ data: InvoiceAnswer[] }>(ownerOf(organizationId), 'GET', '/subscription/invoices')
    ).body.data;
    const { asGateway } = await import('@rubrica/testing');
    const textIn = async (language: string | undefined) => {
      const pdf = await fetch(`${billing.url}${invoice!.details_url.replace('/api', '')}`, {
        headers: {
          ...(await asGateway('billing', ownerOf(organizationId))),
          ...(language ? { 'accept-language': language } : {}),
        },
      });
      expect(pdf.status).toBe(200);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(await qpdfAccepts(bytes)).toContain('No syntax or stream encoding errors found');
      return pdfText(bytes);
    };

    const english = await textIn('en-US,en;q=0.9,pt;q=0.5');
    for (const words of [
      `Invoice no. ${invoice!.number}`,
      'Plan Rubrica Advanced (12 months)',
      `Issued on ${monthDayYear(invoice!.created_at)}`,
      'Status Paid',
      'List price R$1,798.80',
      'Discount R$449.70',
      'Amount R$1,349.10',
      'Amount paid R$1,349.10',
      'Payment method Card',
    ])
      expect(english).toContain(words);
    expect(english).not.toMatch(/Fatura|Factura|Plano|Situação|Estado|Valor|Importe|Cartão|Tarjeta|R\$ 1\./);

    // A request naming no language, or none of ours, gets the subscription's.
    for (const language of [undefined, 'fr-FR,fr;q=0.9']) {
      const spanish = await textIn(language);
      for (const words of [
        `Factura n.º ${invoice!.number}`,
        'Plan Rubrica Avanzado (12 meses)',
        `Emitida el ${dayMonthYear(invoice!.created_at)}`,
        'Estado Pagada',
        'Forma de pago Tarjeta',
      ])
        expect(spanish).toContain(words);
      expect(spanish).toMatch(/Precio de lista 1\.?798,80 (BRL|R\$)/);
      expect(spanish).toMatch(/Importe 1\.?349,10 (BRL|R\$)/);
      expect(spanish).not.toMatch(/Fatura|Invoice|Plano|Situação|Valor|Amount|Cartão|Card/);
    }
  });

  it('lets a member holding manage_billing in and refuses a member without it (403)', async () => {
    const organizationId = await subscribedOrganization('basic');
    const billingManager = callerOf(organizationId, { permissions: ['manage_billing'] });
    const plainMember = callerOf(organizationId, { permissions: ['send_envelopes', 'manage_users'] });
    expect((await billing.call(billingManager, 'GET', '/subscription/invoices')).status).toBe(200);
    expect((await billing.call(billingManager, 'GET', '/subscription/credit-card-data')).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/subscription/invoices', undefined],
      ['GET', '/subscription/invoices/pending', undefined],
      ['GET', '/subscription/credit-card-data', undefined],
      ['DELETE', '/subscription/credit-card-data', undefined],
      ['DELETE', '/subscription/cancel', undefined],
      ['PUT', '/subscription/subscribe', { plan: 'advanced' }],
      ['POST', '/plans/advanced/subscriptions', {}],
      ['PUT', `/subscriptions/${organizationId}/change-plan`, { plan: 'advanced' }],
      ['GET', '/subscriptions', undefined],
    ] as const)
      expect([method, path, (await billing.call(plainMember, method, path, body)).status]).toEqual([
        method,
        path,
        403,
      ]);
    expect((await billing.call(plainMember, 'GET', '/subscription')).status).toBe(200);
    expect((await subscription(organizationId)).state).toBe('recurring');
  });

  it("keeps one organization's subscription, invoices and card from another's owner", async () => {
    const first = await subscribedOrganization('basic');
    const [invoice] = (
      await billing.call<{ data: InvoiceAnswer[] }>(ownerOf(first), 'GET', '/subscription/invoices')
    ).body.data;
    const other = ownerOf(randomUUID());
    expect((await billing.call(other, 'GET', `/subscriptions/${first}`)).status).toBe(404);
    expect(
      (await billing.call(other, 'PUT', `/subscriptions/${first}/change-plan`, { plan: 'advanced' })).status,
    ).toBe(404);
    expect((await billing.call(other, 'GET', `/subscription/invoices/${invoice!.id}/pdf`)).status).toBe(404);
    expect(
      (await billing.call<{ data: unknown[] }>(other, 'GET', '/subscription/invoices')).body.data,
    ).toEqual([]);
    expect((await billing.call(other, 'GET', '/subscription/credit-card-data')).status).toBe(404);
    expect((await billing.call<{ data: unknown[] }>(other, 'GET', '/subscriptions')).body.data).toEqual([]);
    expect((await subscription(first)).state).toBe('recurring');
  });
});
