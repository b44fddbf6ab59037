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
  hostedCheckoutUrl,
  ownerOf,
  sandboxPage,
  startBillingTestApp,
  until,
  type BillingTestApp,
} from './support/billing-test-app.js';

// Renewals are delayed jobs on the billing queue: one scheduled before a restart runs after it,
// charges the card the sandbox keeps, and the provider's answer continues (or suspends) the plan.

/** The owner in an app that speaks `language` (its Accept-Language), or names none. */
const ownerSpeaking = (organizationId: string, language: string | undefined) => ({
  ...ownerOf(organizationId),
  ...(language ? { 'accept-language': language } : {}),
});

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

/** A recurring monthly Basic plan paid with the sandbox's approved card, wizard-style, in `language`. */
async function subscribe(billing: BillingTestApp, organizationId: string, language?: string): Promise<void> {
  const started = await billing.call<PaymentStartedResponse>(
    ownerSpeaking(organizationId, language),
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
      (await billing.call<SubscriptionResponse>(ownerOf(organizationId), 'GET', '/subscription')).body,
    (body) => body.state === 'recurring',
    'the first payment',
  );
}

const invoicesOf = async (billing: BillingTestApp, organizationId: string) =>
  (await billing.call<{ data: InvoiceAnswer[] }>(ownerOf(organizationId), 'GET', '/subscription/invoices'))
    .body.data;

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
      const body = (await second.call<SubscriptionResponse>(ownerOf(organizationId), 'GET', '/subscription'))
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
      // Signed by an owner whose app speaks Spanish.
      await subscribe(billing, organizationId, 'es-AR,es;q=0.9,en;q=0.8');
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
          (await billing.call<SubscriptionResponse>(ownerOf(organizationId), 'GET', '/subscription')).body,
        (value) => value.state === 'uninitialized',
        'the refusal',
      );
      expect(body.quota.envelopes.available).toBe(5);
      const [renewal] = await invoicesOf(billing, organizationId);
      expect(renewal).toMatchObject({ kind: 'renewal', status: 'rejected', failure_reason: 'card_declined' });
      // The card was charged with no payer at hand, in the language the plan was signed in.
      expect(
        await billing.dataSource.query('SELECT description FROM sandbox_charges WHERE reference = $1', [
          renewal!.id,
        ]),
      ).toEqual([{ description: 'Rubrica Básico: renovación' }]);
      // The owner pays the renewal on the provider's page, from a request naming no language: the
      // subscription's is spoken still.
      const renewed = await hostedCheckoutUrl(billing, organizationId, '/subscription/invoices');
      const page = await sandboxPage(billing, renewed);
      expect(page).toContain('<html lang="es">');
      expect(page).toContain('<h1>Rubrica Básico (1 mes)</h1>');
      expect(page).not.toMatch(/Pagar com cartão|Voltar para a Rubrica/);
    } finally {
      await billing.close();
    }
  });

  it.each([
    {
      // A subscription signed before its language was kept has the column's default.
      payer: 'an old subscription, without a language',
      language: undefined,
      words: [
        '<html lang="pt-BR">',
        '<h1>Rubrica Básico: renovação</h1>',
        '<a id="back" href="http://localhost:8080/account/billing/plan">Voltar para a Rubrica</a>',
      ],
      foreign: /renovación|renewal|Volver a Rubrica|Back to Rubrica/,
    },
    {
      payer: 'a Spanish subscriber',
      language: 'es-AR,es;q=0.9,en;q=0.8',
      words: [
        '<html lang="es">',
        '<h1>Rubrica Básico: renovación</h1>',
        'Línea digitable',
        '<a id="back" href="http://localhost:8080/account/billing/plan">Volver a Rubrica</a>',
      ],
      foreign: /renovação|Linha digitável|Voltar para a Rubrica|Back to Rubrica/,
    },
    {
      payer: 'an English subscriber',
      language: 'en-US,en;q=0.9',
      words: [
        '<html lang="en">',
        '<h1>Rubrica Basic: renewal</h1>',
        '<a id="back" href="http://localhost:8080/account/billing/plan">Back to Rubrica</a>',
      ],
      foreign: /renovação|renovación|Voltar para a Rubrica|Volver a Rubrica/,
    },
  ])(
    'issues the next boleto to the same payer when the plan was paid by boleto, in the language of $payer, and goes on once the bank pays',
    async ({ language, words, foreign }) => {
      const billing = await startBillingTestApp('renewal-boleto');
      try {
        const organizationId = randomUUID();
        const issued = await billing.call<PaymentStartedResponse>(
          ownerSpeaking(organizationId, language),
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
            (await billing.call<SubscriptionResponse>(ownerOf(organizationId), 'GET', '/subscription')).body,
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
        // Its page names the renewal in the language the plan was paid in and leads back to the plan page.
        const page = await sandboxPage(billing, renewal!.boleto!.url!);
        for (const expected of words) expect(page).toContain(expected);
        expect(page).not.toMatch(foreign);
        await settle(renewal!.boleto!.url!);
        await until(
          () => invoicesOf(billing, organizationId),
          (list) => list[0]!.status === 'paid',
          'the renewal boleto',
        );
        expect(
          (await billing.call<SubscriptionResponse>(ownerOf(organizationId), 'GET', '/subscription')).body,
        ).toMatchObject({ state: 'recurring', plan: { id: 'basic-monthly' } });
      } finally {
        await billing.close();
      }
    },
  );
});
