// Paying for a plan the way production does, through the gateway: the owner signs a plan, the
// payer opens the sandbox provider's hosted page at our origin, tokenizes a card and pays, and the
// sandbox's signed webhook comes back through the gateway's public route; only then is the plan
// recurring, with its limits. A second organization's owner sees none of it.
import type { BrowserClient } from './support/browser-client.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';

let stack: EnvelopeStack;
let olga: BrowserClient;
let otto: BrowserClient;
let organizationId: string;

beforeAll(async () => {
  stack = await startEnvelopeStack('billing_checkout');
  ({ browser: olga, organizationId } = await signedInWithOrganization(
    stack,
    { name: 'Olga Caixa', email: 'olga@caixa.example', password: 'Caixa-Dona-2026' },
    'Caixa',
  ));
  ({ browser: otto } = await signedInWithOrganization(
    stack,
    { name: 'Otto Outra', email: 'otto@outra-caixa.example', password: 'Outra-Dona-2026' },
    'Outra Caixa',
  ));
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The payer's browser on the sandbox's page: no session, only the page's own calls. */
async function pay(checkoutUrl: string, number: string) {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'nonce-");
  expect(await page.text()).toContain('Pagar com cartão');
  const post = async (url: string, body: unknown) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const token = await post(new URL('../tokens', checkoutUrl).toString(), {
    holder_name: 'Olga Caixa',
    number,
    exp_month: '12',
    exp_year: String(new Date().getUTCFullYear() + 2),
    cvv: '123',
  });
  expect(token.status).toBe(200);
  return post(`${checkoutUrl}/pay`, { token: token.body.token });
}

describe('checkout through the gateway with the sandbox provider', () => {
  it('refuses a declined card, then takes a good one: the webhook through the gateway makes the plan recurring', async () => {
    const signed = await olga.api('POST', '/plans/advanced/subscriptions', { json: {} });
    expect(signed.status).toBe(201);
    const checkoutUrl: string = signed.body.checkout_url;
    expect(checkoutUrl.startsWith(`${stack.url}/api/p/billing/sandbox/checkout/`)).toBe(true);

    expect((await pay(checkoutUrl, '4000000000000002')).body).toMatchObject({
      status: 'failed',
      failure_reason: 'card_declined',
    });
    await until(
      async () => (await olga.api('GET', '/subscription/invoices')).body.data[0]?.status,
      (status) => status === 'rejected',
      'the refusal',
    );

    const again = await olga.api('POST', '/plans/advanced/subscriptions', { json: {} });
    expect(again.status).toBe(201);
    expect((await pay(again.body.checkout_url, '4242424242424242')).body.status).toBe('paid');
    const subscription = await until(
      async () => (await olga.api('GET', '/subscription')).body,
      (body) => body.state === 'recurring',
      'the payment webhook through the gateway',
    );
    expect(subscription).toMatchObject({
      id: organizationId,
      plan: { id: 'advanced' },
      properties: { card_banner: 'visa', card_last_four_digits: '4242' },
      quota: { envelopes: { available: 600 } },
    });
    const stats = await olga.api('GET', `/organizations/${organizationId}/stats`);
    expect(stats.body).toMatchObject({ users_limit: 20 });
  }, 120_000);

  it('refuses a forged webhook at the gateway’s public route', async () => {
    const response = await fetch(`${stack.url}/api/p/billing/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'rubrica-sandbox-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_forged', type: 'charge.refunded', chargeId: 'ch_x' }),
    });
    expect(response.status).toBe(401);
    expect((await olga.api('GET', '/subscription')).body.state).toBe('recurring');
  });

  it("keeps the first organization's subscription, invoices and card from the second's owner", async () => {
    expect((await otto.api('GET', `/subscriptions/${organizationId}`)).status).toBe(404);
    expect((await otto.api('GET', '/subscription/invoices')).body.data).toEqual([]);
    expect((await otto.api('GET', '/subscription/credit-card-data')).status).toBe(404);
    expect(
      (await otto.api('GET', '/subscription', { organization: organizationId })).status,
    ).toBeGreaterThanOrEqual(403);
  });
});
