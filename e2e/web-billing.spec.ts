// The commercial area in a real browser against the whole stack, paid through the sandbox
// provider. An owner on the free plan picks Advanced yearly on the plans tab, registers a CPF, fills the subscribe
// wizard (customer, CEP-filled billing address, card) and pays: a declined test card shows the
// spec's message, the good one comes back `recurring` with Advanced's limits in the sidebar plan
// box, on the users page and on the billing page. Then the plan page cancels the plan and
// reactivates it through the provider's hosted page. Another organization's owner can neither see nor change any of it. The billing
// page changes the card, and a change of plan paid by boleto waits for the bank. Shots of the wizard at
// 1280 and 360 px in pt-BR and es.
import { join } from 'node:path';

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import { blockingViolations, orderedSteps, shoot } from './support/account-screens.js';
import type { BrowserClient } from './support/browser-client.js';
import { pollUntil } from './support/envelope-files.js';
import type { EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { endOwnerJourney, startOwnerJourney } from './support/owner-journey.js';
import { ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-billing');
const stamp = Date.now();
const OWNER = { name: 'Bruna Jatobá', email: `bruna.${stamp}@jatoba.example`, password: 'Jatoba-Dona-2026' };
const OTHER = { name: 'Caio Outro', email: `caio.${stamp}@outra.example`, password: 'Outra-Dono-2026' };
const CPF = '529.982.247-25';
/** The sandbox's test cards (services/billing/src/payments/sandbox/sandbox-cards.ts). */
const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';
const MASTERCARD = '5555555555554444';
const WIDTHS = [1280, 360] as const;
const nextYear = String(new Date().getFullYear() + 2);

let stack: EnvelopeStack;
let owner: BrowserClient;
let other: BrowserClient;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let organizationId = '';

const step = orderedSteps(() => page, SHOTS);
const wizardHref = (plan: string) => `/account/billing/subscription/${plan}/${organizationId}`;
const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** The page shot at 1280 and 360 px (nothing in it may scroll sideways), then back to 1280. */
async function shootWidths(name: string, ready: () => Promise<void>): Promise<void> {
  for (const close of await page
    .getByRole('button', { name: /^(Fechar aviso|Cerrar aviso|Close alert)$/ })
    .all())
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await shoot(page, SHOTS, `${name}-${width}`);
    // Nothing scrolls sideways: the page's own content, nor the shell's header around it.
    const overflow = await page.evaluate(
      "Math.max(...['main', 'header'].map(s => document.querySelector(s)).filter(Boolean).map(e => e.scrollWidth - e.clientWidth), document.documentElement.scrollWidth - document.documentElement.clientWidth)",
    );
    expect({ name, width, overflow: Math.max(0, Number(overflow)) }).toEqual({ name, width, overflow: 0 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const subscription = async () =>
  (await owner.api('GET', '/subscription')).body as { state: string; plan: { id: string } };

/** Fills the wizard's card fields (the subscribe wizard's step, or the change-card dialog). */
async function fillCard(scope: Page | Locator, number: string): Promise<void> {
  await scope.getByLabel('Nome impresso no cartão').fill('BRUNA JATOBA');
  await scope.getByLabel('Número do cartão').fill(number);
  await scope.getByLabel('Mês', { exact: true }).fill('12');
  await scope.getByLabel('Ano', { exact: true }).fill(nextYear);
  await scope.getByLabel('CVV').fill('123');
}

/** Fills the card step and pays. */
async function payWith(number: string): Promise<void> {
  await fillCard(page, number);
  await page.getByRole('button', { name: 'Pagar e assinar' }).click();
}

beforeAll(async () => {
  ({ stack, owner, browser, page } = await startOwnerJourney({
    stackName: 'web_billing',
    shots: SHOTS,
    owner: OWNER,
    organization: 'Jatobá Engenharia',
    contexts,
  }));
  organizationId = owner.organization!;
  ({ browser: other } = await signedInWithOrganization(stack, OTHER, 'Outra Engenharia'));
}, 300_000);

afterAll(() => endOwnerJourney({ contexts, browser, stack }));

describe('subscribing to a plan', () => {
  step('starts on the free plan, shown in the sidebar plan box', async () => {
    expect(await subscription()).toMatchObject({ plan: { id: 'free' } });
    await page.goto(`${stack.url}/business/dashboard`);
    const box = page.getByRole('region', { name: 'Seu plano' });
    await box.getByText('Gratuito').waitFor();
  });

  step('picks Advanced yearly on the plans tab, registering a CPF before checkout', async () => {
    await page
      .getByRole('region', { name: 'Seu plano' })
      .getByRole('link', { name: 'Fazer upgrade' })
      .click();
    await page.waitForURL(`${stack.url}/account/billing/plan?tab=plans`);
    const yearly = page
      .getByRole('group', { name: 'Período de cobrança' })
      .getByRole('button', { name: /Anual/ });
    expect(await yearly.getAttribute('aria-pressed')).toBe('true');
    // Without a CPF, choosing a plan asks for it first (organization spec §2, §5 "Register CPF").
    await page.getByRole('button', { name: 'Assinar Avançado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastre seu CPF' });
    const cpf = dialog.getByLabel('CPF', { exact: true });
    await cpf.pressSequentially('11111111111');
    expect(await cpf.inputValue()).toBe('111.111.111-11');
    await dialog.getByRole('button', { name: 'Salvar CPF e continuar' }).click();
    await dialog.getByText('CPF inválido.').waitFor();
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    await shoot(page, SHOTS, '1-cpf-modal-pt-BR-1280');
    await dialog.getByRole('button', { name: 'Salvar CPF e continuar' }).click();
    await page.waitForURL(`${stack.url}${wizardHref('advanced')}`);
    await heading('Seus dados').waitFor();
    expect((await owner.api('GET', '/me')).body.cpf).toBe('52998224725');
  });

  step('fills the customer step, which gates the next ones', async () => {
    expect(await page.getByLabel('Nome completo').inputValue()).toBe(OWNER.name);
    expect(await page.getByLabel('CPF ou CNPJ').inputValue()).toBe(CPF);
    const summary = page.getByRole('complementary', { name: 'Resumo' });
    await summary.getByText('Avançado').waitFor();
    await summary.getByText('por ano').waitFor();
    expect(await page.getByRole('button', { name: /Pagamento/ }).isDisabled()).toBe(true);
    await page.getByLabel('Celular (opcional)').pressSequentially('1198765');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByText('Telefone inválido: use (##) ####-#### ou (##) #####-####.').waitFor();
    await heading('Seus dados').waitFor();
    await page.getByLabel('Celular (opcional)').fill('');
    await page.getByLabel('Celular (opcional)').pressSequentially('11987654321');
    expect(await page.getByLabel('Celular (opcional)').inputValue()).toBe('(11) 98765-4321');
    await shootWidths('2-customer-pt-BR', () => heading('Seus dados').waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Avançar' }).click();
    await heading('Endereço de cobrança').waitFor();
  });

  step('fills the billing address from the CEP', async () => {
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByText('O campo CEP é obrigatório.').waitFor();
    await page.getByLabel('CEP').pressSequentially('01310100');
    expect(await page.getByLabel('CEP').inputValue()).toBe('01310-100');
    await page.getByText('Endereço preenchido pelo CEP: confira e complete.').waitFor();
    expect(await page.getByLabel('Endereço', { exact: true }).inputValue()).toBe('Avenida Paulista');
    expect(await page.getByLabel('Estado').inputValue()).toBe('SP');
    await page.getByLabel('Número', { exact: true }).fill('1000');
    await page.getByLabel('Complemento (opcional)').fill('Conjunto 12');
    await shootWidths('3-address-pt-BR', () => heading('Endereço de cobrança').waitFor());
    await page.getByRole('button', { name: 'Avançar' }).click();
    await heading('Pagamento').waitFor();
  });

  step("a declined test card shows the spec's message and stays on the card step", async () => {
    await shootWidths('4-card-pt-BR', () => heading('Pagamento').waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await payWith(DECLINED);
    await page.getByText('Cartão de crédito inválido: o pagamento foi recusado. Use outro cartão.').waitFor();
    expect(new URL(page.url()).pathname).toBe(wizardHref('advanced'));
    await shoot(page, SHOTS, '5-declined-pt-BR-1280');
    expect(await subscription()).toMatchObject({ plan: { id: 'advanced' }, state: 'uninitialized' });
  });

  step('the approved test card comes back recurring, on the plan page', async () => {
    await payWith(APPROVED);
    await page.waitForURL(`${stack.url}/account/billing/plan`, { timeout: 45_000 });
    await page.getByText('Pagamento aprovado: seu plano está ativo.').waitFor();
    expect(await subscription()).toMatchObject({ plan: { id: 'advanced' }, state: 'recurring' });
    const card = (await owner.api('GET', '/subscription/credit-card-data')).body;
    expect(card).toMatchObject({ cardLast4Digits: '4242' });
  });

  step("shows Advanced's limits: the sidebar plan box and the users page cap", async () => {
    await page.goto(`${stack.url}/business/dashboard`);
    const box = page.getByRole('region', { name: 'Seu plano' });
    await box.getByText('Avançado').waitFor();
    await box.getByText('600').waitFor();
    await page.goto(`${stack.url}/account/users/usersguest`);
    await page.getByText(/1 de 20 usuários/).waitFor();
  });
});

describe('the billing page', () => {
  step('shows the plan, the card kept for renewals and the paid invoice', async () => {
    await page.goto(`${stack.url}/account/billing`);
    const plan = page.getByRole('region', { name: 'Plano atual Avançado' });
    await plan.getByText('Ativo').waitFor();
    await page.getByLabel('cartão terminado em 4242').waitFor();
    const invoices = page.getByRole('region', { name: 'Faturas' });
    await invoices
      .getByText(/Advanced|Avançado/)
      .first()
      .waitFor();
    await shootWidths('6-billing-pt-BR', () => plan.waitFor());
  });

  step('changes the card: the provider tokenizes it and billing keeps only what it shows', async () => {
    const card = page.getByRole('region', { name: 'Cartão cadastrado' });
    await card.getByRole('button', { name: 'Trocar cartão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trocar cartão' });
    await fillCard(dialog, DECLINED);
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
    await dialog.getByText('O cartão foi recusado pelo provedor de pagamento. Use outro cartão.').waitFor();
    await dialog.getByLabel('Número do cartão').fill(MASTERCARD);
    await shootWidths('6b-change-card-pt-BR', () => dialog.waitFor());
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
    await page.getByText('Cartão atualizado: as próximas renovações serão cobradas nele.').waitFor();
    await card.getByLabel('cartão terminado em 4444').waitFor();
    expect((await owner.api('GET', '/subscription/credit-card-data')).body).toMatchObject({
      cardBrand: 'mastercard',
      cardLast4Digits: '4444',
      cardExpiration: { month: 12, year: Number(nextYear) },
    });
  });
});

describe('cancelling and reactivating', () => {
  step('cancels the plan on the plan page: the sidebar says when it ends', async () => {
    await page.goto(`${stack.url}/account/billing/plan`);
    await page.getByRole('button', { name: 'Cancelar plano' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar plano?' });
    await dialog.getByText('plano gratuito (até 5 envelopes por mês)', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar plano' }).click();
    await page.getByRole('button', { name: 'Reativar plano' }).waitFor();
    expect(await subscription()).toMatchObject({ plan: { id: 'advanced' }, state: 'cancelled' });
    await page
      .getByRole('region', { name: 'Seu plano' })
      .getByText(/Expira em|Expirou em/)
      .waitFor();
  });

  step("reactivates it on the provider's hosted page and comes back recurring", async () => {
    await page.getByRole('button', { name: 'Reativar plano' }).click();
    await page.waitForURL(/\/api\/p\/billing\/sandbox\/checkout\/ch_/);
    await page.getByLabel('Nome no cartão').fill('BRUNA JATOBA');
    await page.getByLabel('Número do cartão').fill(APPROVED);
    await page.getByLabel('Mês').fill('12');
    await page.getByLabel('Ano').fill(nextYear);
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pagar com cartão' }).click();
    await page.getByText('Pagamento aprovado.').waitFor();
    // The provider's verdict reaches billing by webhook.
    await pollUntil(subscription, (body) => body.state === 'recurring', { timeoutMs: 30_000 });
    await page.getByRole('link', { name: 'Voltar para a Rubrica' }).click();
    await page.waitForURL(`${stack.url}/account/billing/plan`);
    await page.getByRole('button', { name: 'Cancelar plano' }).waitFor();
    await page.getByRole('region', { name: 'Seu plano' }).getByText('Avançado').waitFor();
  });
});

describe('another organization', () => {
  step("cannot see or change the first one's subscription, invoices or card", async () => {
    const asFirst = { headers: { 'X-Organization': organizationId } };
    for (const [method, path] of [
      ['GET', '/subscription'],
      ['GET', '/subscription/invoices'],
      ['GET', '/subscription/invoices/pending'],
      ['GET', '/subscription/credit-card-data'],
      ['DELETE', '/subscription/credit-card-data'],
      ['PUT', '/subscription/credit-card-data'],
      ['DELETE', '/subscription/cancel'],
      ['POST', '/subscription/reactivate'],
    ] as const) {
      const answer = await other.api(method, path, {
        ...asFirst,
        ...(method === 'POST'
          ? { json: {} }
          : method === 'PUT'
            ? { json: { card: { token: 'card_x' } } }
            : {}),
      });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 });
    }
    const own = await other.api('GET', '/subscription');
    expect(own.body).toMatchObject({ plan: { id: 'free' } });
    expect((await other.api('GET', '/subscription/invoices')).body.data).toEqual([]);
    expect((await other.api('GET', '/subscription/credit-card-data')).status).toBe(404);
    expect(await subscription()).toMatchObject({ plan: { id: 'advanced' }, state: 'recurring' });
  });
});

describe('paying by boleto', () => {
  step('a plan change paid by boleto waits for the bank, then starts on its signed webhook', async () => {
    await page.goto(`${stack.url}${wizardHref('essential')}`);
    await heading('Seus dados').waitFor();
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByLabel('CEP').pressSequentially('01310100');
    await page.getByText('Endereço preenchido pelo CEP: confira e complete.').waitFor();
    await page.getByLabel('Número', { exact: true }).fill('1000');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await heading('Pagamento').waitFor();
    await page.getByRole('radio', { name: 'Boleto bancário' }).check();
    await page.getByText(/O boleto vence em 3 dias/).waitFor();
    await shootWidths('9-boleto-choice-pt-BR', () => heading('Pagamento').waitFor());
    await page.getByRole('button', { name: 'Gerar boleto' }).click();
    const issued = page.getByRole('region', { name: 'Boleto emitido' });
    await issued.waitFor();
    await shootWidths('10-boleto-issued-pt-BR', () => issued.waitFor());
    const line = (await issued.locator('dd').first().textContent())!;
    expect(line.replace(/\D/g, '')).toHaveLength(47);
    // Nothing moves before the bank pays: the active plan stays, with a payment in progress.
    expect(await subscription()).toMatchObject({ plan: { id: 'advanced' }, state: 'recurring' });
    expect((await owner.api('GET', '/subscription/invoices/pending')).body).toMatchObject({
      payment_method: 'boleto',
      boleto: { line },
    });
    const slip = await issued.getByRole('link', { name: 'Abrir o boleto' }).getAttribute('href');
    await page.goto(slip!);
    await page.getByText(line).waitFor();
    await shootWidths('11-boleto-page-pt-BR', () => page.getByText(line).waitFor());
    await page.getByRole('button', { name: 'Pagar boleto (simular o banco)' }).click();
    await pollUntil(subscription, (body) => body.plan.id === 'essential', { timeoutMs: 30_000 });
    expect(await subscription()).toMatchObject({ plan: { id: 'essential' }, state: 'recurring' });
  });
});

describe('the wizard in Spanish', () => {
  step('shows each step at 1280 and 360 px', async () => {
    expect((await owner.api('POST', '/me/language', { json: { lang: 'es' } })).status).toBeLessThan(300);
    await page.goto(`${stack.url}${wizardHref('essential')}`);
    await heading('Tus datos').waitFor();
    await shootWidths('7-customer-es', () => heading('Tus datos').waitFor());
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await heading('Dirección de facturación').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page
      .getByText('CEP no válido')
      .or(page.getByText('El campo CEP (código postal) es obligatorio.'))
      .first()
      .waitFor();
    await shootWidths('8-address-es', () => heading('Dirección de facturación').waitFor());
    expect((await owner.api('POST', '/me/language', { json: { lang: 'pt-BR' } })).status).toBeLessThan(300);
  });
});
