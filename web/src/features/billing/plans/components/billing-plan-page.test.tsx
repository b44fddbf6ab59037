import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { selectAlerts } from '../../../../app/alerts.slice.js';
import { externalLinks } from '../../../../config/external-links.js';
import type { CurrentUser } from '../../../../app/session-api.js';
import type { Subscription } from '../../../../lib/subscription/subscription-types.js';
import {
  anOrganization,
  aUser,
  type FakeRoutes,
  PERSONAL_ORGANIZATION_ID,
  refusalReply,
  signedInApi,
} from '../../../../testing/fake-api.js';
import { stubFullPageNavigation } from '../../../../testing/full-page-navigation.js';
import { renderApp } from '../../../../testing/render-app.js';
import { aSubscription } from '../../../../testing/subscription-fixtures.js';
import { anInvoice as anInvoiceOf } from '../../subscribe/components/subscribe-test-support.js';
import type { Invoice } from '../api/plans-api.js';
import { aPaidSubscription, planList, PLAN_CATALOGUE, US_CHECKOUT } from '../testing/plan-fixtures.js';

const ORG = PERSONAL_ORGANIZATION_ID;
const REGISTERED_CPF = '52998224725';
const PAGE = '/account/billing/plan';

const navigation = stubFullPageNavigation();

const paid = (state: Subscription['state'], overrides: Partial<Subscription> = {}) => ({
  ...aPaidSubscription(state, 'essential', 12, ORG),
  ...overrides,
});

const open = (
  path: string,
  subscription: Subscription,
  routes: FakeRoutes = {},
  language?: 'pt-BR' | 'es',
  // An owner who registered a CPF, unless a test says otherwise.
  user: Partial<CurrentUser> = { cpf: REGISTERED_CPF },
) => {
  const api = signedInApi({
    // The profile's language is the one the page takes once it knows the user.
    user: { ...(language ? { lang: language } : {}), ...user },
    routes: {
      'GET /api/subscription': { body: subscription },
      'GET /api/plans': { body: planList() },
      ...routes,
    },
  });
  return { api, ...renderApp(path, language) };
};

const currentCard = async () =>
  (await screen.findByRole('heading', { level: 2, name: /^Plano atual:/ })).closest('section') as HTMLElement;
const planCard = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;
const actionsOf = (card: HTMLElement) =>
  Array.from(
    within(card).getByRole('group', { name: 'Ações do plano' }).querySelectorAll('a, button'),
    (element) => element.textContent,
  );

// An invoice of the Advanced plan awaiting payment, with its checkout.
const anInvoice = (overrides: Partial<Invoice> = {}): Invoice =>
  anInvoiceOf({ checkout_url: 'https://pay.example/checkout/inv-1', ...overrides });

/** A Visa card registered in the Brazilian edition, expiring soon. */
const VISA_CARD = {
  'GET /api/subscription/credit-card-data': {
    body: {
      cardBrand: 'visa',
      cardLast4Digits: '4242',
      cardExpiration: { month: 1, year: 2027 },
      expiry: 'expiring_soon',
    },
  },
};

/** The plan details' "Cartão cadastrado" section, once shown. */
const cardSection = async () =>
  (await screen.findByRole('heading', { name: 'Cartão cadastrado' })).closest('section') as HTMLElement;

describe('plan page, plan-details tab', () => {
  it('shows the current plan, its state, envelopes left, renewal, credits and features', async () => {
    open(`${PAGE}?tab=plan-details`, paid('recurring'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plano' })).toBeTruthy();
    const card = await currentCard();
    expect(within(card).getByRole('heading', { name: 'Plano atual: Essencial' })).toBeTruthy();
    expect(within(card).getByText(/R\$\s719,10 · anual/)).toBeTruthy();
    expect(within(card).getByText('Ativo')).toBeTruthy();
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(value('Envelopes restantes')).toBe('320');
    expect(value('Renovação')).toBe('Renova em 01/12/2026');
    expect(within(card).getByText('40 de 360 envelopes usados neste ciclo')).toBeTruthy();
    expect(within(card).getByText('Aviso por WhatsApp')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Detalhes do plano', current: 'page' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ver assinatura' }).getAttribute('href')).toBe(
      `${PAGE}/${ORG}`,
    );
  });

  it.each([
    ['recurring', ['Fazer upgrade', 'Cancelar plano']],
    ['uninitialized', ['Pagar', 'Fazer upgrade', 'Cancelar plano']],
    ['cancelled', ['Reativar plano']],
  ] as const)('offers a paid %s plan only the actions §4 allows', async (state, expected) => {
    open(PAGE, paid(state));
    expect(actionsOf(await currentCard())).toEqual(expected);
  });

  it('offers the free plan the upgrade only, and no card', async () => {
    const { api } = open(PAGE, aSubscription());
    expect(actionsOf(await currentCard())).toEqual(['Fazer upgrade']);
    expect(within(await currentCard()).getByText('Gratuito')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver assinatura' })).toBeNull();
    expect(api.to('GET /api/subscription/invoices/pending')).toHaveLength(0);
  });

  it('says a cancelled plan expired on its past date', async () => {
    open(PAGE, paid('cancelled', { next_recurrence_at: '2020-01-31T12:00:00.000Z' }));
    const card = await currentCard();
    expect(within(card).getByText('Cancelado')).toBeTruthy();
    expect(within(card).getByText('Expirou em 31/01/2020')).toBeTruthy();
  });

  it('cancels after a confirmation that names the free plan and the credits kept', async () => {
    let subscription = paid('recurring');
    const { api, store } = open(PAGE, subscription, {
      'DELETE /api/subscription/cancel': () => {
        subscription = paid('cancelled');
        return { status: 204 };
      },
      'GET /api/subscription': () => ({ body: subscription }),
    });
    fireEvent.click(within(await currentCard()).getByRole('button', { name: 'Cancelar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar plano?' });
    expect(dialog.textContent).toContain('plano gratuito (até 5 envelopes por mês)');
    expect(dialog.textContent).toContain('créditos restantes continuam valendo até expirarem');
    expect(api.to('DELETE /api/subscription/cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar plano' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(api.to('DELETE /api/subscription/cancel')).toHaveLength(1);
    // The success belongs to the page after the reload (§8), not to the one it replaces.
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it('reloads after cancelling and the reloaded page says the plan was cancelled, once', async () => {
    let subscription = paid('recurring');
    const first = open(PAGE, subscription, {
      'DELETE /api/subscription/cancel': () => {
        subscription = paid('cancelled');
        return { status: 204 };
      },
      'GET /api/subscription': () => ({ body: subscription }),
    });
    fireEvent.click(within(await currentCard()).getByRole('button', { name: 'Cancelar plano' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar plano' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    first.unmount();

    const reloaded = renderApp(PAGE);
    expect(await screen.findByText('Assinatura cancelada.')).toBeTruthy();
    await waitFor(async () => expect(actionsOf(await currentCard())).toEqual(['Reativar plano']));
    reloaded.unmount();

    const later = renderApp(PAGE);
    await currentCard();
    expect(selectAlerts(later.store.getState())).toEqual([]);
  });

  it('keeps the plan and shows the generic alert when cancelling fails', async () => {
    const { store } = open(PAGE, paid('recurring'), {
      'DELETE /api/subscription/cancel': { status: 500, body: { message: 'Server error.' } },
    });
    fireEvent.click(within(await currentCard()).getByRole('button', { name: 'Cancelar plano' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar plano' }));
    expect(await screen.findByText('Não foi possível concluir a ação, tente novamente.')).toBeTruthy();
    expect(selectAlerts(store.getState()).map((alert) => alert.messageKey)).not.toContain(
      'billingPlans.cancelModal.done',
    );
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('reactivates a cancelled plan by following the checkout billing answers', async () => {
    const { api } = open(PAGE, paid('cancelled'), {
      'POST /api/subscription/reactivate': {
        body: {
          subscription: paid('cancelled'),
          invoice: anInvoice(),
          checkout_url: 'https://pay.example/re',
        },
      },
    });
    fireEvent.click(within(await currentCard()).getByRole('button', { name: 'Reativar plano' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('https://pay.example/re'));
    expect(api.to('POST /api/subscription/reactivate')[0]!.body).toEqual({ callback_path: PAGE });
  });

  it('asks to complete the upgrade of a pending invoice, to pay it or to cancel it', async () => {
    const { api } = open(PAGE, paid('recurring', { has_pending_invoice: true }), {
      'GET /api/subscription/invoices/pending': { body: anInvoice() },
      'DELETE /api/subscription/invoices': { status: 204 },
    });
    const warning = (await screen.findByRole('heading', { name: 'Conclua o upgrade' })).closest(
      'section',
    ) as HTMLElement;
    expect(warning.textContent).toContain('A fatura de R$ 1.349,10 do plano Avançado aguarda pagamento.');
    fireEvent.click(within(warning).getByRole('button', { name: 'Pagar fatura' }));
    expect(navigation.assign).toHaveBeenCalledWith('https://pay.example/checkout/inv-1');
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancelar fatura' }));
    await waitFor(() => expect(api.to('DELETE /api/subscription/invoices')).toHaveLength(1));
  });

  it('lists the invoices below the plan, each open one payable on its checkout', async () => {
    open(PAGE, paid('recurring'), {
      'GET /api/subscription/invoices': {
        body: {
          data: [anInvoice({ number: 12 })],
          links: { next: null, prev: null },
          meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
        },
      },
    });
    await currentCard();
    const pay = await screen.findAllByRole('button', { name: 'Pagar' });
    fireEvent.click(pay.at(-1)!);
    expect(navigation.assign).toHaveBeenCalledWith('https://pay.example/checkout/inv-1');
  });

  it('shows the registered card with its expiry in the Brazilian edition', async () => {
    open(PAGE, paid('recurring'), {
      ...VISA_CARD,
    });
    const card = await cardSection();
    expect(card.textContent).toContain('visa terminado em 4242 · Validade 01/2027');
    expect(within(card).getByText('Vence em breve')).toBeTruthy();
  });

  it("changes the registered card from its 'change card' action (§2)", async () => {
    const { api } = open(PAGE, paid('recurring'), {
      ...VISA_CARD,
      'POST /api/p/billing/sandbox/tokens': {
        body: { token: 'card_0123456789abcdef01234567', brand: 'mastercard', last4: '4444' },
      },
      'PUT /api/subscription/credit-card-data': {
        body: {
          cardBrand: 'mastercard',
          cardLast4Digits: '4444',
          cardExpiration: { month: 7, year: 2032 },
          expiry: 'valid',
        },
      },
    });
    const card = await cardSection();
    fireEvent.click(within(card).getByRole('button', { name: 'Trocar cartão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trocar cartão' });
    for (const [label, value] of [
      ['Nome impresso no cartão', 'MARIA SILVA'],
      ['Número do cartão', '5555555555554444'],
      ['Mês', '07'],
      ['Ano', '2032'],
      ['CVV', '321'],
    ] as const)
      fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('PUT /api/subscription/credit-card-data')[0]?.body).toEqual({
      card: { token: 'card_0123456789abcdef01234567' },
    });
  });

  it('looks no card up in the US edition', async () => {
    const { api } = open(PAGE, paid('recurring'), { 'GET /api/plans': { body: planList(US_CHECKOUT) } });
    await currentCard();
    await waitFor(() => expect(api.to('GET /api/plans')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to('GET /api/subscription/credit-card-data')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Cartão cadastrado' })).toBeNull();
  });

  it('sends a member who neither owns the organization nor manages its billing to the profile', async () => {
    const member = anOrganization({ is_owner: false });
    signedInApi({
      organizations: [{ ...member, permissions: { ...member.permissions, manage_billing: false } }],
    });
    const { router } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});

describe('plan page, plans tab', () => {
  const selector = () => screen.getByRole('group', { name: 'Período de cobrança' });

  it('shows the annual prices by default with their discount, and switches period', async () => {
    open(`${PAGE}?tab=plans`, aSubscription());
    const basic = await planCard('Básico');
    expect(within(selector()).getByRole('button', { pressed: true }).textContent).toBe('Anual -25%');
    expect(within(selector()).getByRole('button', { name: 'Trimestral -10%' })).toBeTruthy();
    expect(within(selector()).getByRole('button', { name: 'Mensal' })).toBeTruthy();
    expect(screen.getByText('Economize até 25% pagando por ano.')).toBeTruthy();
    expect(within(basic).getByText(/R\$\s29,93\/mês/)).toBeTruthy();
    expect(within(basic).getByText(/De R\$\s478,80/).tagName).toBe('S');
    expect(within(basic).getByText(/R\$\s359,10 cobrados a cada 12 meses/)).toBeTruthy();

    fireEvent.click(within(selector()).getByRole('button', { name: 'Mensal' }));
    const monthly = await planCard('Básico');
    expect(within(monthly).getByText(/R\$\s39,90\/mês/)).toBeTruthy();
    expect(within(monthly).getByText(/R\$\s39,90 cobrados por mês/)).toBeTruthy();
    expect(within(monthly).queryByText(/De R\$/)).toBeNull();
    expect(within(monthly).getByText('15 envios por mês')).toBeTruthy();
  });

  it('lists the cards with their tags and Corporate as "talk to us", without a price', async () => {
    open(`${PAGE}?tab=plans`, aSubscription());
    await planCard('Básico');
    const names = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-labelledby'));
    expect(names.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Básico',
      'Essencial',
      'Avançado',
      'Corporativo',
    ]);
    expect(within(await planCard('Essencial')).getByText('Mais popular')).toBeTruthy();
    expect(within(await planCard('Avançado')).getByText('Mais completo')).toBeTruthy();
    const corporate = await planCard('Corporativo');
    expect(within(corporate).getByText('Preço sob consulta')).toBeTruthy();
    fireEvent.click(within(corporate).getByRole('button', { name: 'Fale conosco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fale com um consultor' });
    // No marketing form is configured in tests: the modal offers the sales contact.
    expect(within(dialog).getByRole('link', { name: 'Escrever para vendas' }).getAttribute('href')).toBe(
      externalLinks.salesContact,
    );
  });

  it('compares features and limits as the plan data states them', async () => {
    const data = PLAN_CATALOGUE.map((plan) =>
      plan.id === 'basic'
        ? {
            ...plan,
            limits: plan.limits.map((limit) =>
              limit.limitation === 'users' ? { ...limit, quantity: 7 } : limit,
            ),
          }
        : plan,
    );
    open(`${PAGE}?tab=plans`, aSubscription(), { 'GET /api/plans': { body: { ...planList(), data } } });
    const table = await screen.findByRole('table', { name: 'Recursos e limites de cada plano' });
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Usuários')).toEqual(['Até 7', 'Até 10', 'Até 20', 'Sob medida']);
    expect(row('Armazenamento')).toEqual(['500 MB', '1 GB', '3 GB', 'Sob medida']);
    expect(row('Envios')).toEqual(['180 por ano', '360 por ano', '600 por ano', 'Sob medida']);
    expect(row('Aviso por WhatsApp')).toEqual(['Não incluído', 'Incluído', 'Incluído', 'Incluído']);
    expect(row('Integração via API')).toEqual(['Não incluído', 'Não incluído', 'Incluído', 'Incluído']);
    expect(row('Equipes')).toEqual(['Não incluído', 'Não incluído', 'Até 15', 'Sob medida']);
  });

  it('sends the free plan to the subscribe wizard with the plan and the organization', async () => {
    const { router } = open(`${PAGE}?tab=plans`, aSubscription());
    fireEvent.click(within(await planCard('Essencial')).getByRole('link', { name: 'Assinar Essencial' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/account/billing/subscription/essential/${ORG}`),
    );
  });

  it('marks the active plan and changes a recurring one in place, following its checkout', async () => {
    const { api } = open(`${PAGE}?tab=plans`, paid('recurring'), {
      [`PUT /api/subscriptions/${ORG}/change-plan`]: {
        body: {
          subscription: paid('recurring'),
          invoice: anInvoice(),
          checkout_url: 'https://pay.example/up',
        },
      },
    });
    expect(within(await planCard('Essencial')).getByText('Seu plano')).toBeTruthy();
    expect(within(await planCard('Essencial')).queryByRole('button')).toBeNull();
    fireEvent.click(within(await planCard('Avançado')).getByRole('button', { name: 'Mudar para Avançado' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('https://pay.example/up'));
    expect(api.to(`PUT /api/subscriptions/${ORG}/change-plan`)[0]!.body).toEqual({
      plan: 'advanced',
      callback_path: PAGE,
    });
  });

  it('opens the payment-in-progress modal on 412, without signing the user out', async () => {
    const { router, store } = open(`${PAGE}?tab=plans`, paid('recurring'), {
      [`PUT /api/subscriptions/${ORG}/change-plan`]: refusalReply(
        412,
        'You already have a payment in progress',
        'subscription.payment_in_progress',
      ),
    });
    fireEvent.click(within(await planCard('Básico')).getByRole('button', { name: 'Mudar para Básico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento em andamento' });
    expect(dialog.textContent).toContain('Você já tem um pagamento em andamento.');
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(selectAlerts(store.getState())).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver detalhes do plano' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=plan-details'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([409, 503])('tells the user when changing the plan is refused with %i', async (status) => {
    open(`${PAGE}?tab=plans`, paid('recurring'), {
      [`PUT /api/subscriptions/${ORG}/change-plan`]: { status, body: { message: 'Refused.' } },
    });
    fireEvent.click(within(await planCard('Básico')).getByRole('button', { name: 'Mudar para Básico' }));
    expect(await screen.findByText('Não foi possível concluir a ação, tente novamente.')).toBeTruthy();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no plan to a cancelled paid subscription until it is reactivated', async () => {
    open(`${PAGE}?tab=plans`, paid('cancelled'));
    await planCard('Básico');
    expect(screen.getByText('Reative seu plano para escolher outro.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mudar para/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Assinar/ })).toBeNull();
  });

  it('says so when billing serves no plan list, without an alert', async () => {
    open(`${PAGE}?tab=plans`, aSubscription(), { 'GET /api/plans': { status: 500, body: {} } });
    expect(
      await screen.findByText(
        'A lista de planos não está disponível no momento. Seu plano atual continua valendo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads in Spanish with prices in the interface language', async () => {
    open(`${PAGE}?tab=plans`, aSubscription(), {}, 'es');
    const basic = (await screen.findByRole('heading', { level: 2, name: 'Básico' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(basic).getByText(/29,93\sR\$\/mes/)).toBeTruthy();
    expect(within(basic).getByRole('link', { name: /^Contratar/ })).toBeTruthy();
  });
});

describe('the owner of a plan awaiting payment', () => {
  const awaiting = () => paid('uninitialized', { has_pending_invoice: true });

  it('is sent once to the plan page, and from there straight to the pending payment', async () => {
    const { router } = open('/business/dashboard', awaiting(), {
      'GET /api/subscription/invoices/pending': { body: anInvoice() },
    });
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('https://pay.example/checkout/inv-1'));
    expect(router.state.location.pathname).toBe(PAGE);
    expect(router.state.location.search).toBe('');
  });

  it('is not sent again once it happened', async () => {
    const first = open('/business/dashboard', awaiting(), {
      'GET /api/subscription/invoices/pending': { body: anInvoice({ checkout_url: null }) },
    });
    await waitFor(() => expect(first.router.state.location.pathname).toBe(PAGE));
    first.unmount();
    const second = renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Seu plano' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.router.state.location.pathname).toBe('/business/dashboard');
  });

  it('stays on the plan details with the pay action when no invoice is pending', async () => {
    const { router } = open(`${PAGE}?autoRedirect=true`, paid('uninitialized'));
    expect(actionsOf(await currentCard())).toContain('Pagar');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});

describe('plans tab, a CPF before signing (organization spec §2, §5, §8)', () => {
  const field = () => screen.getByLabelText<HTMLInputElement>('CPF');
  const typeCpf = (value: string) => {
    fireEvent.input(field(), { target: { value } });
    fireEvent.blur(field());
  };
  // An owner without a CPF whose profile takes the one sent.
  const withoutCpf = (subscription: Subscription, routes: Parameters<typeof open>[2] = {}) => {
    let cpf: string | null = null;
    const opened = open(`${PAGE}?tab=plans`, subscription, routes, undefined, { cpf: null });
    opened.api.answer('GET /api/me', () => ({ body: aUser({ cpf, is_owner: true }) }));
    opened.api.answer('PATCH /api/me', async (request) => {
      cpf = ((await request.json()) as { cpf: string }).cpf;
      return { body: aUser({ cpf, is_owner: true }) };
    });
    return opened;
  };

  it('asks for the CPF (mask, check digits) before the wizard, then goes on to it', async () => {
    const { api, router } = withoutCpf(aSubscription());
    fireEvent.click(within(await planCard('Essencial')).getByRole('button', { name: 'Assinar Essencial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastre seu CPF' });
    expect(router.state.location.pathname).toBe(PAGE);
    typeCpf('11111111111');
    expect(field().value).toBe('111.111.111-11');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar CPF e continuar' }));
    expect(await within(dialog).findByText('CPF inválido.')).toBeTruthy();
    expect(api.to('PATCH /api/me')).toHaveLength(0);
    typeCpf('52998224725');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar CPF e continuar' }));
    expect(await screen.findByText('CPF cadastrado com sucesso.')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/account/billing/subscription/essential/${ORG}`),
    );
    expect(api.to('PATCH /api/me')[0]!.body).toEqual({ cpf: REGISTERED_CPF });
    expect(screen.queryByRole('dialog', { name: 'Cadastre seu CPF' })).toBeNull();
  });

  it('asks for the CPF before changing a recurring plan in place, then changes it', async () => {
    const { api } = withoutCpf(paid('recurring'), {
      [`PUT /api/subscriptions/${ORG}/change-plan`]: {
        body: {
          subscription: paid('recurring'),
          invoice: anInvoice(),
          checkout_url: 'https://pay.example/up',
        },
      },
    });
    fireEvent.click(within(await planCard('Avançado')).getByRole('button', { name: 'Mudar para Avançado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastre seu CPF' });
    expect(api.to(`PUT /api/subscriptions/${ORG}/change-plan`)).toHaveLength(0);
    typeCpf('52998224725');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar CPF e continuar' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('https://pay.example/up'));
    expect(api.to(`PUT /api/subscriptions/${ORG}/change-plan`)).toHaveLength(1);
  });

  it('keeps the modal open with an error alert and the server refusal when the CPF is refused', async () => {
    const { api, router } = withoutCpf(aSubscription());
    api.answer('PATCH /api/me', () => ({
      status: 422,
      body: { message: 'x', errors: { cpf: ['CPF já cadastrado.'] } },
    }));
    fireEvent.click(within(await planCard('Básico')).getByRole('button', { name: 'Assinar Básico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastre seu CPF' });
    typeCpf('52998224725');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar CPF e continuar' }));
    expect(await within(dialog).findByText('CPF já cadastrado.')).toBeTruthy();
    expect(screen.getByText('Não foi possível cadastrar o CPF.')).toBeTruthy();
    expect(api.to('PATCH /api/me')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('asks no CPF in the US edition: the plan goes straight to the wizard', async () => {
    const { router } = open(`${PAGE}?tab=plans`, aSubscription(), {}, undefined, {
      cpf: null,
      is_usa_version: true,
    });
    fireEvent.click(within(await planCard('Essencial')).getByRole('link', { name: 'Assinar Essencial' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/account/billing/subscription/essential/${ORG}`),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
