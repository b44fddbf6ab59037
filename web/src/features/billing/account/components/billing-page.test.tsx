import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { anOrganization, refusalReply, signedInApi, type FakeRoutes } from '../../../../testing/fake-api.js';
import { stubFullPageNavigation } from '../../../../testing/full-page-navigation.js';
import { renderApp } from '../../../../testing/render-app.js';
import { aSubscription } from '../../../../testing/subscription-fixtures.js';
import { aCard, anInvoice, anInvoicePage } from '../testing/billing-fixtures.js';

const BILLING = '/account/billing';
const GENERIC = 'Não foi possível concluir a ação, tente novamente.';

/** Essencial, monthly, paid by card, renewing on 01/12/2026. */
const essential = (overrides: Record<string, unknown> = {}) => ({
  ...aSubscription({
    plan: { id: 'essential', name: 'Essential', is_free: false, value_cents: 9900 },
    available: 30,
    consumed: 12,
  }),
  id: anOrganization().id,
  ...overrides,
});

const PENDING = anInvoice({
  id: '5b0a1c2d-0000-4000-8000-000000000009',
  number: 1009,
  status: 'pending',
  checkout_url: 'https://pay.example.com/checkout/abc',
  paid_at: null,
});

// The refusals the billing screens word by their code.
const NO_CARD = refusalReply(404, 'No card is registered.', 'card.not_found');
const NO_PENDING_INVOICE = refusalReply(404, 'There is no pending invoice.', 'invoice.none_pending');
const PROVIDER_UNAVAILABLE = refusalReply(503, 'unreachable', 'payment.provider_unavailable');
const PAYMENT_IN_PROGRESS = refusalReply(
  412,
  'You already have a payment in progress',
  'subscription.payment_in_progress',
);
const CARD_REFUSED = refusalReply(422, 'The card was refused by the payment provider.', 'card.refused');

const billingApi = (routes: FakeRoutes = {}, organizations = [anOrganization()]) =>
  signedInApi({
    organizations,
    routes: {
      'GET /api/subscription': { body: essential() },
      'GET /api/subscription/invoices': { body: anInvoicePage([anInvoice()]) },
      'GET /api/subscription/credit-card-data': { body: aCard() },
      ...routes,
    },
  });

const region = (name: string) => screen.findByRole('region', { name });

const navigation = stubFullPageNavigation();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
});

describe('billing page: the plan', () => {
  it('shows the plan, its state, period, price, remaining signatures and renewal, and the ways on', async () => {
    billingApi();
    renderApp(BILLING);
    const card = await region('Plano atual Essencial');
    expect(within(card).getByText('Ativo')).toBeTruthy();
    expect(within(card).getByText('mensal')).toBeTruthy();
    expect(within(card).getByText('R$ 99,00')).toBeTruthy();
    expect(within(card).getByText('18')).toBeTruthy();
    expect(within(card).getByText('12 de 30 envelopes usados neste ciclo')).toBeTruthy();
    expect(within(card).getByText('Renova em 01/12/2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Fazer upgrade' }).getAttribute('href')).toBe(
      '/account/billing/plan?tab=plans',
    );
    expect(within(card).getByRole('link', { name: 'Gerenciar plano' }).getAttribute('href')).toBe(
      `/account/billing/plan/${anOrganization().id}`,
    );
  });

  it('reads the Corporate plan’s quota (-1) as unlimited', async () => {
    billingApi({
      'GET /api/subscription': {
        body: essential({
          plan: { ...essential().plan, id: 'corporate', name: 'Corporate', value_cents: null },
          quota: {
            envelopes: { ...essential().quota.envelopes, available: -1, consumed: 250, remaining: -1 },
          },
        }),
      },
    });
    renderApp(BILLING);
    const card = await region('Plano atual Corporativo');
    expect(within(card).getByText('Ilimitado')).toBeTruthy();
    expect(within(card).queryByText('-1')).toBeNull();
    expect(within(card).queryByText(/envelopes usados/)).toBeNull();
  });

  it('marks a cancelled plan inactive with its expiry, offers no upgrade and hides the card', async () => {
    const api = billingApi({
      'GET /api/subscription': {
        body: essential({ state: 'cancelled', next_recurrence_at: '2020-05-02T12:00:00.000Z' }),
      },
    });
    renderApp(BILLING);
    const card = await region('Plano atual Essencial');
    expect(within(card).getByText('Inativo')).toBeTruthy();
    expect(within(card).getByText('Expirou em 02/05/2020')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Fazer upgrade' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cartão cadastrado' })).toBeNull();
    expect(api.to('GET /api/subscription/credit-card-data')).toHaveLength(0);
  });

  it('pays a plan awaiting payment: opens an invoice and goes to its checkout', async () => {
    const api = billingApi({
      'GET /api/subscription': { body: essential({ state: 'uninitialized', next_recurrence_at: null }) },
      'POST /api/subscription/invoices': {
        body: { subscription: essential(), invoice: PENDING, checkout_url: 'https://pay.example.com/new' },
      },
    });
    renderApp(BILLING);
    const card = await region('Plano atual Essencial');
    expect(within(card).getByText('Aguardando pagamento')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('https://pay.example.com/new'));
    expect(api.to('POST /api/subscription/invoices')[0]!.body).toEqual({ callback_path: '/account/billing' });
  });

  it("says 'You already have a payment in progress' on billing's 412, without signing the user out", async () => {
    billingApi({
      'GET /api/subscription': { body: essential({ state: 'uninitialized', next_recurrence_at: null }) },
      'POST /api/subscription/invoices': PAYMENT_IN_PROGRESS,
    });
    renderApp(BILLING);
    fireEvent.click(within(await region('Plano atual Essencial')).getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Você já tem um pagamento em andamento.')).toBeTruthy();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('renews a paid plan ahead of time, and words each refusal of the renewal', async () => {
    const api = billingApi({
      'POST /api/subscription/invoices/renew': PROVIDER_UNAVAILABLE,
    });
    renderApp(BILLING);
    const renew = within(await region('Plano atual Essencial')).getByRole('button', {
      name: 'Renovar agora',
    });
    fireEvent.click(renew);
    expect(
      await screen.findByText('Não foi possível falar com o provedor de pagamento; tente novamente.'),
    ).toBeTruthy();

    api.answer(
      'POST /api/subscription/invoices/renew',
      refusalReply(409, 'not active', 'subscription.not_active'),
    );
    fireEvent.click(renew);
    expect(
      await screen.findByText('A assinatura não está ativa: assine ou reative o plano primeiro.'),
    ).toBeTruthy();

    api.answer('POST /api/subscription/invoices/renew', { status: 500, body: { message: 'Server Error' } });
    fireEvent.click(renew);
    expect(await screen.findByText(GENERIC)).toBeTruthy();

    api.answer('POST /api/subscription/invoices/renew', {
      body: { subscription: essential(), invoice: PENDING, checkout_url: 'https://pay.example.com/renewal' },
    });
    fireEvent.click(renew);
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('https://pay.example.com/renewal'));
  });

  it('says so when the plan cannot be read', async () => {
    billingApi({ 'GET /api/subscription': { status: 500, body: { message: 'Server Error' } } });
    renderApp(BILLING);
    expect(
      await screen.findByText('Não foi possível carregar o seu plano agora. Tente novamente mais tarde.'),
    ).toBeTruthy();
  });
});

describe('billing page: a payment in progress', () => {
  const withPending = (routes: Parameters<typeof billingApi>[0] = {}) =>
    billingApi({
      'GET /api/subscription': { body: essential({ has_pending_invoice: true }) },
      'GET /api/subscription/invoices/pending': { body: PENDING },
      'GET /api/subscription/invoices': { body: anInvoicePage([PENDING, anInvoice()]) },
      ...routes,
    });

  it('warns of it, pays it on its checkout page, and offers no second payment', async () => {
    withPending();
    renderApp(BILLING);
    const notice = await region('Pagamento em andamento');
    expect(
      within(notice).getByText(
        /A fatura nº 1009 \(Essential, R\$\s99,00\) aguarda pagamento até 04\/10\/2026/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Pagar agora' }));
    expect(navigation.assign).toHaveBeenCalledWith('https://pay.example.com/checkout/abc');
    const card = screen.getByRole('region', { name: 'Plano atual Essencial' });
    expect(within(card).queryByRole('button', { name: 'Renovar agora' })).toBeNull();
  });

  it('pays or cancels it from its row in the invoices', async () => {
    const api = withPending({ 'DELETE /api/subscription/invoices': { status: 204 } });
    renderApp(BILLING);
    const row = (await screen.findByText('1009')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Pagar' }));
    expect(navigation.assign).toHaveBeenCalledWith('https://pay.example.com/checkout/abc');

    fireEvent.click(within(row).getByRole('button', { name: 'Cancelar o pagamento da fatura nº 1009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pagamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar pagamento' }));
    expect(await screen.findByText('Pagamento cancelado.')).toBeTruthy();
    expect(api.to('DELETE /api/subscription/invoices')).toHaveLength(1);
    // The invoices and the subscription are read again.
    await waitFor(() => expect(api.to('GET /api/subscription/invoices').length).toBeGreaterThan(1));
    await waitFor(() => expect(api.to('GET /api/subscription').length).toBeGreaterThan(1));
  });

  it('keeps the payment when the cancel is dismissed, and words a refused cancel', async () => {
    const api = withPending({
      'DELETE /api/subscription/invoices': NO_PENDING_INVOICE,
    });
    renderApp(BILLING);
    const notice = await region('Pagamento em andamento');
    fireEvent.click(within(notice).getByRole('button', { name: 'Cancelar pagamento' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('DELETE /api/subscription/invoices')).toHaveLength(0);

    fireEvent.click(within(notice).getByRole('button', { name: 'Cancelar pagamento' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim, cancelar pagamento' }),
    );
    expect(await screen.findByText('Não há fatura pendente.')).toBeTruthy();
  });

  it('shows no warning when the pending invoice cannot be read (treated as none)', async () => {
    const api = withPending({
      'GET /api/subscription/invoices/pending': { status: 500, body: { message: 'Server Error' } },
    });
    renderApp(BILLING);
    await region('Plano atual Essencial');
    await waitFor(() => expect(api.to('GET /api/subscription/invoices/pending')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Pagamento em andamento' })).toBeNull();
    expect(screen.queryByText(GENERIC)).toBeNull();
  });
});

describe('billing page: the invoices', () => {
  it('badges each status as the spec says and strikes the list price through when discounted', async () => {
    billingApi({
      'GET /api/subscription/invoices': {
        body: anInvoicePage([
          anInvoice({ id: 'i-1', number: 1, status: 'created', paid_at: null }),
          anInvoice({ id: 'i-2', number: 2, status: 'pending', paid_at: null }),
          anInvoice({ id: 'i-3', number: 3, status: 'paid', amount: 891, listAmount: 1188 }),
          anInvoice({ id: 'i-4', number: 4, status: 'rejected', paid_at: null }),
        ]),
      },
    });
    renderApp(BILLING);
    const table = await screen.findByRole('table', { name: 'Faturas' });
    const rowOf = (number: string) => within(table).getByText(number, { selector: 'td' }).closest('tr')!;
    const badge = (number: string, text: string) => within(rowOf(number)).getByText(text);
    expect(badge('1', 'Em aberto').className).toMatch(/warning/);
    expect(badge('2', 'Pendente').className).toMatch(/warning/);
    expect(badge('3', 'Paga').className).toMatch(/success/);
    expect(badge('4', 'Recusada').className).toMatch(/danger/);

    const struck = rowOf('3').querySelector('s')!;
    expect(struck.textContent).toMatch(/Preço de tabela: R\$\s1\.188,00/);
    expect(within(rowOf('3')).getByText(/R\$\s891,00/)).toBeTruthy();
    expect(rowOf('1').querySelector('s')).toBeNull();
  });

  it('pages through the invoices and searches them (q), back to the first page', async () => {
    const asked: string[] = [];
    billingApi({
      'GET /api/subscription/invoices': (request: Request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page') ?? '1');
        const q = url.searchParams.get('q');
        if (q) return { body: anInvoicePage([anInvoice({ id: 'i-q', number: 4242 })]) };
        return { body: anInvoicePage([anInvoice({ id: `i-${page}`, number: 100 + page })], page, 2) };
      },
    });
    renderApp(BILLING);
    expect(await screen.findByText('101')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(await screen.findByText('102')).toBeTruthy();
    expect(asked).toEqual(['?page=1', '?page=2']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar faturas' }), {
      target: { value: '4242' },
    });
    expect(await screen.findByText('4242')).toBeTruthy();
    expect(screen.queryByText('102')).toBeNull();
    expect(asked.at(-1)).toBe('?q=4242&page=1');
  });

  it('downloads an invoice’s PDF, and says so when it is gone', async () => {
    const invoice = anInvoice();
    const api = billingApi({ [`GET /api/subscription/invoices/${invoice.id}/pdf`]: { body: {} } });
    renderApp(BILLING);
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar PDF da fatura nº 1001' }));
    await waitFor(() => expect(api.to(`GET /api/subscription/invoices/${invoice.id}/pdf`)).toHaveLength(1));
    expect(URL.createObjectURL).toHaveBeenCalled();

    api.answer(
      `GET /api/subscription/invoices/${invoice.id}/pdf`,
      refusalReply(404, 'Invoice not found.', 'invoice.not_found'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF da fatura nº 1001' }));
    expect(await screen.findByText('Fatura não encontrada.')).toBeTruthy();
  });

  it('says when there are none, and when they cannot be read', async () => {
    const api = billingApi({ 'GET /api/subscription/invoices': { body: anInvoicePage([]) } });
    const view = renderApp(BILLING);
    expect(await screen.findByText('Nenhuma fatura ainda.')).toBeTruthy();
    view.unmount();

    api.answer('GET /api/subscription/invoices', { status: 500, body: { message: 'Server Error' } });
    renderApp(BILLING);
    expect(
      await screen.findByText('Não foi possível carregar as faturas. Tente novamente mais tarde.'),
    ).toBeTruthy();
  });
});

describe('billing page: the registered card', () => {
  it('shows the brand, last four digits and expiry', async () => {
    billingApi();
    renderApp(BILLING);
    const card = await region('Cartão cadastrado');
    expect(await within(card).findByText('Visa')).toBeTruthy();
    expect(within(card).getByLabelText('cartão terminado em 4242')).toBeTruthy();
    expect(within(card).getByText('Validade: 08/2031')).toBeTruthy();
    expect(within(card).queryByText('Vence em breve')).toBeNull();
    expect(within(card).queryByText('Vencido')).toBeNull();
  });

  it.each([
    ['expiring_soon', 'Vence em breve', /warning/, 'Seu cartão vence em breve'],
    ['expired', 'Vencido', /danger/, 'Seu cartão está vencido'],
  ] as const)('warns of a card %s', async (expiry, badgeText, tone, note) => {
    billingApi({ 'GET /api/subscription/credit-card-data': { body: aCard({ expiry }) } });
    renderApp(BILLING);
    const card = await region('Cartão cadastrado');
    expect((await within(card).findByText(badgeText)).className).toMatch(tone);
    expect(within(card).getByText(new RegExp(note))).toBeTruthy();
  });

  it('says there is none when billing has no card (404 card.not_found), without an alert', async () => {
    billingApi({
      'GET /api/subscription/credit-card-data': NO_CARD,
    });
    renderApp(BILLING);
    const card = await region('Cartão cadastrado');
    expect(await within(card).findByText('Nenhum cartão cadastrado.')).toBeTruthy();
    expect(screen.queryByText(GENERIC)).toBeNull();
  });

  it('removes the card after a confirmation, and words a refused removal', async () => {
    let registered = true;
    const api = billingApi({
      'GET /api/subscription/credit-card-data': () =>
        registered ? { body: aCard() } : { status: 404, body: { code: 'card.not_found', message: 'x' } },
      'DELETE /api/subscription/credit-card-data': () => {
        registered = false;
        return { status: 204 };
      },
    });
    renderApp(BILLING);
    const card = await region('Cartão cadastrado');
    fireEvent.click(await within(card).findByRole('button', { name: 'Remover cartão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover cartão' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Cartão removido.')).toBeTruthy();
    expect(api.to('DELETE /api/subscription/credit-card-data')).toHaveLength(1);
    expect(await within(card).findByText('Nenhum cartão cadastrado.')).toBeTruthy();
  });

  it('says no card is registered when the removal finds none', async () => {
    billingApi({
      'DELETE /api/subscription/credit-card-data': NO_CARD,
    });
    renderApp(BILLING);
    fireEvent.click(
      await within(await region('Cartão cadastrado')).findByRole('button', { name: 'Remover cartão' }),
    );
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
    // The card is still shown; the alert says why nothing was removed.
    expect(await screen.findByText('Nenhum cartão cadastrado.')).toBeTruthy();
    expect(screen.getByLabelText('cartão terminado em 4242')).toBeTruthy();
  });
});

describe('billing page: changing the card', () => {
  const TOKEN = 'card_0123456789abcdef01234567';
  const type = (dialog: HTMLElement, label: string, value: string) => {
    const input = within(dialog).getByLabelText(label);
    fireEvent.input(input, { target: { value } });
    fireEvent.blur(input);
  };
  const fillCard = (dialog: HTMLElement, number = '5555 5555 5555 4444') => {
    type(dialog, 'Nome impresso no cartão', 'MARIA SILVA');
    type(dialog, 'Número do cartão', number);
    type(dialog, 'Mês', '07');
    type(dialog, 'Ano', '2032');
    type(dialog, 'CVV', '321');
  };
  const openChange = async (name = 'Trocar cartão') => {
    const card = await region('Cartão cadastrado');
    fireEvent.click(await within(card).findByRole('button', { name }));
    return { card, dialog: await screen.findByRole('dialog', { name: 'Trocar cartão' }) };
  };

  it('tokenizes the new card with the provider and sends billing its token only', async () => {
    let changed = false;
    const api = billingApi({
      'GET /api/subscription/credit-card-data': () => ({
        body: changed ? aCard({ cardBrand: 'mastercard', cardLast4Digits: '4444' }) : aCard(),
      }),
      'POST /api/p/billing/sandbox/tokens': { body: { token: TOKEN, brand: 'mastercard', last4: '4444' } },
      'PUT /api/subscription/credit-card-data': () => {
        changed = true;
        return { body: aCard({ cardBrand: 'mastercard', cardLast4Digits: '4444' }) };
      },
    });
    renderApp(BILLING);
    const { card, dialog } = await openChange();
    fillCard(dialog);
    expect(within(dialog).getByText('Bandeira: Mastercard')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));
    expect(
      await screen.findByText('Cartão atualizado: as próximas renovações serão cobradas nele.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByLabelText('cartão terminado em 4444')).toBeTruthy();

    expect(api.to('POST /api/p/billing/sandbox/tokens')[0]?.body).toMatchObject({
      number: '5555555555554444',
      cvv: '321',
      exp_month: 7,
      exp_year: 2032,
    });
    const [put] = api.to('PUT /api/subscription/credit-card-data');
    expect(put?.body).toEqual({ card: { token: TOKEN } });
    expect(put?.headers.get('X-Organization')).toBe(anOrganization().id);
    // The number never reaches our API: only the provider's tokenization sees it.
    const sentToApi = api.requests
      .filter((request) => !request.path.startsWith('/api/p/billing/sandbox/'))
      .map((request) => JSON.stringify(request.body ?? ''))
      .join('\n');
    expect(sentToApi).not.toContain('5555');
  });

  it('checks the card with the wizard’s rules before asking the provider', async () => {
    const api = billingApi();
    renderApp(BILLING);
    const { dialog } = await openChange();
    fillCard(dialog, '4242 4242 4242 4241');
    type(dialog, 'Mês', '13');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));
    expect(await within(dialog).findByText('Cartão de crédito inválido.')).toBeTruthy();
    expect(api.to('POST /api/p/billing/sandbox/tokens')).toHaveLength(0);
    expect(api.to('PUT /api/subscription/credit-card-data')).toHaveLength(0);
  });

  it('words a card the provider refuses, and keeps the dialog open with the old card shown', async () => {
    billingApi({
      'POST /api/p/billing/sandbox/tokens': { body: { token: TOKEN, brand: 'visa', last4: '0002' } },
      'PUT /api/subscription/credit-card-data': CARD_REFUSED,
    });
    renderApp(BILLING);
    const { dialog } = await openChange();
    fillCard(dialog, '4000 0000 0000 0002');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));
    const refusal = 'O cartão foi recusado pelo provedor de pagamento. Use outro cartão.';
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('cartão terminado em 4242')).toBeTruthy();
    // Another card typed: the refusal of the previous one goes.
    type(dialog, 'Número do cartão', '5555 5555 5555 4444');
    await waitFor(() => expect(within(dialog).queryByText(refusal)).toBeNull());
  });

  it('offers to add a card when none is registered', async () => {
    const api = billingApi({
      'GET /api/subscription/credit-card-data': NO_CARD,
      'POST /api/p/billing/sandbox/tokens': { body: { token: TOKEN, brand: 'visa', last4: '4242' } },
      'PUT /api/subscription/credit-card-data': { body: aCard() },
    });
    renderApp(BILLING);
    const { dialog } = await openChange('Cadastrar cartão');
    fillCard(dialog, '4242 4242 4242 4242');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));
    await waitFor(() => expect(api.to('PUT /api/subscription/credit-card-data')).toHaveLength(1));
  });
});
