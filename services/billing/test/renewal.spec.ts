import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '../src/payments/sandbox/sandbox-cards.js';
import type {
  InvoiceAnswer,
  PaymentStartedResponse,
  SubscriptionResponse,
} from '../src/subscription/subscription.schemas.js';
import { RenewSubscriptionUseCase } from '../src/subscription/use-cases/renew-subscription/renew-subscription.use-case.js';
import { RenewalSchedule } from '../src/subscription/use-cases/renew-subscription/renewal-schedule.js';
import {
  BOLETO_PAYER,
  callerOf,
  startBillingTestApp,
  type BillingTestApp,
} from './support/billing-test-app.js';

// Renewals are delayed jobs on the billing queue: one scheduled before a restart runs after it,
// charges the card the sandbox keeps, and the provider's answer continues (or suspends) the plan.

const owner = (organizationId: string) => callerOf(organizationId, { owner: true });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function tokenize(billing: BillingTestApp, number: string): Promise<string> {
  const answer = await billing.call<{ token: string }>({}, 'POST', '/p/billing/sandbox/tokens', {
    holder_name: 'Olga Matriz',
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvv: '123',
  });
  return answer.body.token;
}

/** A recurring monthly Basic plan paid with the sandbox's approved card, wizard-style. */
async function subscribe(billing: BillingTestApp, organizationId: string): Promise<void> {
  const started = await billing.call<PaymentStartedResponse>(
    owner(organizationId),
    'PUT',
    '/subscription/subscribe',
    {
      plan: 'basic-monthly',
      card: { token: await tokenize(billing, SANDBOX_TEST_CARDS.approved) },
    },
  );
  expect(started.status).toBe(200);
  await until(
    async () =>
      (await billing.call<SubscriptionResponse>(owner(organizationId), 'GET', '/subscription')).body,
    (body) => body.state === 'recurring',
    'the first payment',
  );
}

const invoicesOf = async (billing: BillingTestApp, organizationId: string) =>
  (await billing.call<{ data: InvoiceAnswer[] }>(owner(organizationId), 'GET', '/subscription/invoices')).body
    .data;

describe('renewals', () => {
  it('charges the next cycle from a job scheduled before a restart, and the plan goes on', async () => {
    const jobsPrefix = `test-billing-renewal-${randomUUID().slice(0, 8)}`;
    const first = await startBillingTestApp('renewal', { JOBS_PREFIX: jobsPrefix });
    const organizationId = randomUUID();
    let second: BillingTestApp | undefined;
    try {
      await subscribe(first, organizationId);
      // The paid month ends four seconds from now; its renewal is scheduled for then.
      await first.dataSource.query(
        `UPDATE subscriptions SET cycle_started_at = now() - interval '1 month' + interval '4 seconds'
          WHERE organization_id = $1`,
        [organizationId],
      );
      await first.app.get(RenewalSchedule).schedule(organizationId);
      await first.close({ keepDatabase: true });

      second = await startBillingTestApp(
        'renewal',
        { JOBS_PREFIX: jobsPrefix },
        { database: first.database },
      );
      const invoices = await until(
        () => invoicesOf(second!, organizationId),
        (list) => list.length === 2 && list[0]!.status === 'paid',
        'the renewal',
      );
      expect(invoices.map((invoice) => [invoice.kind, invoice.status])).toEqual([
        ['renewal', 'paid'],
        ['subscribe', 'paid'],
      ]);
      const body = (await second.call<SubscriptionResponse>(owner(organizationId), 'GET', '/subscription'))
        .body;
      expect(body).toMatchObject({ state: 'recurring', plan: { id: 'basic-monthly' } });
      expect(new Date(body.next_recurrence_at!).getTime()).toBeGreaterThan(
        Date.now() + 25 * 24 * 3600 * 1000,
      );
    } finally {
      await (second ?? first).close();
    }
  });

  it('leaves the subscription awaiting payment when the provider refuses the renewal, on the free plan meanwhile', async () => {
    const billing = await startBillingTestApp('renewal-refused');
    try {
      const organizationId = randomUUID();
      await subscribe(billing, organizationId);
      const declined = await tokenize(billing, SANDBOX_TEST_CARDS.declined);
      await billing.dataSource.query(
        `UPDATE subscriptions SET provider_card_id = $2, cycle_started_at = now() - interval '1 month' - interval '1 minute'
          WHERE organization_id = $1`,
        [organizationId, declined],
      );
      const [{ started }] = (await billing.dataSource.query(
        `SELECT cycle_started_at + interval '1 month' AS started FROM subscriptions WHERE organization_id = $1`,
        [organizationId],
      )) as [{ started: Date }];
      const renew = billing.app.get(RenewSubscriptionUseCase);
      expect(await renew.execute(organizationId, started)).toBe('charged');
      // Once per cycle, however often the job runs.
      expect(await renew.execute(organizationId, started)).toBe('skipped');
      const body = await until(
        async () =>
          (await billing.call<SubscriptionResponse>(owner(organizationId), 'GET', '/subscription')).body,
        (value) => value.state === 'uninitialized',
        'the refusal',
      );
      expect(body.quota.envelopes.available).toBe(5);
      const [renewal] = await invoicesOf(billing, organizationId);
      expect(renewal).toMatchObject({ kind: 'renewal', status: 'rejected', failure_reason: 'card_declined' });
      // The owner pays the renewal on the provider's page.
      const renewed = await billing.call<PaymentStartedResponse>(
        owner(organizationId),
        'POST',
        '/subscription/invoices',
        {},
      );
      expect(renewed.status).toBe(200);
      expect(renewed.body.checkout_url).toContain('/p/billing/sandbox/checkout/');
    } finally {
      await billing.close();
    }
  });

  it('issues the next boleto to the same payer when the plan was paid by boleto, and goes on once the bank pays', async () => {
    const billing = await startBillingTestApp('renewal-boleto');
    try {
      const organizationId = randomUUID();
      const issued = await billing.call<PaymentStartedResponse>(
        owner(organizationId),
        'PUT',
        '/subscription/subscribe',
        {
          plan: 'basic-monthly',
          payment_method: 'boleto',
          customer: BOLETO_PAYER,
        },
      );
      const settle = (url: string) =>
        billing.call({}, 'POST', `/p/billing/sandbox/checkout/${url.split('/').pop()}/boleto/settle`);
      await settle(issued.body.invoice.boleto!.url!);
      await until(
        async () =>
          (await billing.call<SubscriptionResponse>(owner(organizationId), 'GET', '/subscription')).body,
        (value) => value.state === 'recurring',
        'the first boleto',
      );
      await billing.dataSource.query(
        `UPDATE subscriptions SET cycle_started_at = now() - interval '1 month' - interval '1 minute'
          WHERE organization_id = $1`,
        [organizationId],
      );
      const [{ started }] = (await billing.dataSource.query(
        `SELECT cycle_started_at + interval '1 month' AS started FROM subscriptions WHERE organization_id = $1`,
        [organizationId],
      )) as [{ started: Date }];
      expect(await billing.app.get(RenewSubscriptionUseCase).execute(organizationId, started)).toBe(
        'charged',
      );
      const [renewal] = await invoicesOf(billing, organizationId);
      expect(renewal).toMatchObject({ kind: 'renewal', status: 'pending', payment_method: 'boleto' });
      expect(renewal!.boleto!.line.replace(/\D/g, '')).toHaveLength(47);
      expect(renewal!.boleto!.line).not.toBe(issued.body.invoice.boleto!.line);
      // Its page names the renewal in the product's default language and leads back to the plan page.
      const page = await (
        await fetch(`${billing.url}/p/billing/sandbox/checkout/${renewal!.boleto!.url!.split('/').pop()}`)
      ).text();
      expect(page).toContain('<h1>Rubrica Básico: renovação</h1>');
      expect(page).toContain(
        '<a id="back" href="http://localhost:8080/account/billing/plan">Voltar para a Rubrica</a>',
      );
      await settle(renewal!.boleto!.url!);
      await until(
        () => invoicesOf(billing, organizationId),
        (list) => list[0]!.status === 'paid',
        'the renewal boleto',
      );
      expect(
        (await billing.call<SubscriptionResponse>(owner(organizationId), 'GET', '/subscription')).body,
      ).toMatchObject({ state: 'recurring', plan: { id: 'basic-monthly' } });
    } finally {
      await billing.close();
    }
  });
});
