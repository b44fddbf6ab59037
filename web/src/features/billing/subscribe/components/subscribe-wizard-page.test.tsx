import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { aPage, aUser, invalidReply } from '../../../../testing/fake-api.js';
import { stubFullPageNavigation } from '../../../../testing/full-page-navigation.js';
import { renderApp } from '../../../../testing/render-app.js';
import { aSubscription } from '../../../../testing/subscription-fixtures.js';
import {
  ACME,
  advancedOffer,
  anAddress,
  anInvoice,
  paymentStarted,
  TEST_CARD,
  WIZARD_PATH,
  wizardApi,
} from './subscribe-test-support.js';
import type { AddressValues } from '../utils/subscribe-rules.js';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => {
  fireEvent.input(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const stepButton = (name: RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const currentStep = () =>
  screen.getByRole('heading', { level: 2, name: /Seus dados|Endereço de cobrança|Pagamento/ }).textContent;

const open = async (options: Parameters<typeof wizardApi>[0] = {}) => {
  const api = wizardApi(options);
  const view = renderApp(WIZARD_PATH);
  await screen.findByRole('heading', { level: 2, name: 'Seus dados' });
  return { ...view, api };
};

const fillAddress = async () => {
  type('CEP', '01310100');
  await waitFor(() => expect(field('Endereço').value).toBe('Avenida Paulista'));
  type('Número', '1000');
};

/** Types the address by hand, where no CEP lookup filled it in. */
const typeAddress = ({ street, number, neighborhood, city, state }: AddressValues) => {
  type('Endereço', street);
  type('Número', number);
  type('Bairro', neighborhood);
  type('Cidade', city);
  fireEvent.change(screen.getByLabelText('Estado'), { target: { value: state } });
};

const fillCard = (number = TEST_CARD) => {
  type('Nome impresso no cartão', 'MARIA SILVA');
  type('Número do cartão', number);
  type('Mês', '12');
  type('Ano', '2030');
  type('CVV', '123');
};

/** Opens the wizard and brings it to the card step with valid customer and address. */
const toCardStep = async (options: Parameters<typeof wizardApi>[0] = {}) => {
  const view = await open(options);
  click('Avançar');
  await fillAddress();
  click('Avançar');
  expect(currentStep()).toBe('Pagamento');
  return view;
};

// The provider's checkout is a full page move: each test sees where it would have gone.
const navigation = stubFullPageNavigation();

describe('subscribe wizard: customer step', () => {
  it("opens on the customer step with the user's details masked and the plan's summary", async () => {
    await open();
    expect(field('Nome completo').value).toBe('Maria Silva');
    expect(field('E-mail').value).toBe('maria@example.com');
    expect(field('CPF ou CNPJ').value).toBe('529.982.247-25');
    expect(field('Celular (opcional)').value).toBe('(11) 98765-4321');
    const summary = screen.getByRole('complementary', { name: 'Resumo' });
    expect(summary.textContent).toContain('Avançado');
    expect(summary.textContent).toMatch(/R\$\s1\.349,10/);
    expect(summary.textContent).toContain('por ano');
  });

  it('stays on the step, with the catalogue messages, while the customer is not valid', async () => {
    await open();
    type('Nome completo', '');
    type('E-mail', 'maria@');
    type('CPF ou CNPJ', '52998224724');
    type('Celular (opcional)', '119876');
    click('Avançar');
    expect(currentStep()).toBe('Seus dados');
    expect(screen.getByText('O campo Nome completo é obrigatório.')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByText('CPF ou CNPJ inválido.')).toBeTruthy();
    expect(screen.getByText('Telefone inválido: use (##) ####-#### ou (##) #####-####.')).toBeTruthy();
    expect(stepButton(/Endereço de cobrança/).disabled).toBe(true);
    expect(stepButton(/Pagamento/).disabled).toBe(true);
  });

  it('masks a CNPJ and takes it as the document', async () => {
    await open();
    type('CPF ou CNPJ', '11222333000181');
    expect(field('CPF ou CNPJ').value).toBe('11.222.333/0001-81');
    click('Avançar');
    expect(currentStep()).toBe('Endereço de cobrança');
  });
});

describe('subscribe wizard: address step', () => {
  it('fills the address from the CEP, keeps every field editable and gates the card step', async () => {
    await open();
    click('Avançar');
    expect(currentStep()).toBe('Endereço de cobrança');
    expect(stepButton(/Pagamento/).disabled).toBe(true);
    type('CEP', '01310100');
    expect(field('CEP').value).toBe('01310-100');
    await waitFor(() => expect(field('Endereço').value).toBe('Avenida Paulista'));
    expect(field('Bairro').value).toBe('Bela Vista');
    expect(field('Cidade').value).toBe('São Paulo');
    expect(screen.getByLabelText<HTMLSelectElement>('Estado').value).toBe('SP');
    expect(screen.getByText('Endereço preenchido pelo CEP: confira e complete.')).toBeTruthy();
    type('Cidade', 'São Paulo (capital)');
    expect(field('Cidade').value).toBe('São Paulo (capital)');
    click('Avançar');
    expect(currentStep()).toBe('Endereço de cobrança');
    expect(screen.getByText('O campo Número é obrigatório.')).toBeTruthy();
    type('Número', '1000');
    expect(stepButton(/Pagamento/).disabled).toBe(false);
    click('Avançar');
    expect(currentStep()).toBe('Pagamento');
  });

  it("says 'CEP inválido' for an incomplete CEP and lets an unknown one be typed by hand", async () => {
    await open();
    click('Avançar');
    type('CEP', '0131');
    click('Avançar');
    expect(screen.getByText('CEP inválido')).toBeTruthy();
    type('CEP', '00000000');
    await screen.findByText('CEP não encontrado: preencha o endereço.');
    typeAddress(
      anAddress({
        street: 'Rua Sem Nome',
        number: '1',
        neighborhood: 'Centro',
        city: 'Lugar Nenhum',
        state: 'AC',
      }),
    );
    click('Avançar');
    expect(currentStep()).toBe('Pagamento');
  });

  it('goes back to the customer step and returns without losing the address', async () => {
    await open();
    click('Avançar');
    await fillAddress();
    click('Voltar');
    expect(currentStep()).toBe('Seus dados');
    fireEvent.click(stepButton(/Endereço de cobrança/));
    expect(field('Endereço').value).toBe('Avenida Paulista');
  });
});

describe('subscribe wizard: card step and payment', () => {
  it('tokenizes the card with the provider, signs the plan with the token only, and goes to the plan page once paid', async () => {
    const { api, router } = await toCardStep();
    // While the provider answers, the organization has a payment in progress: the wizard stays.
    api.answer('GET /api/subscription', () => ({
      body: { ...aSubscription(), has_pending_invoice: api.to('PUT /api/subscription/subscribe').length > 0 },
    }));
    // The provider's webhook arrives after the first read of the invoice.
    api.answer('GET /api/subscription/invoices', () => ({
      body: aPage([
        anInvoice({ status: api.to('GET /api/subscription/invoices').length > 1 ? 'paid' : 'pending' }),
      ]),
    }));
    fillCard('4242 4242 4242 4242');
    expect(field('Número do cartão').value).toBe('4242 4242 4242 4242');
    expect(screen.getByText('Bandeira: Visa')).toBeTruthy();
    click('Pagar e assinar');
    expect(await screen.findByText('Aguardando a confirmação do pagamento…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/billing/plan'));
    expect(await screen.findByText('Pagamento aprovado: seu plano está ativo.')).toBeTruthy();

    const [tokenization] = api.to('POST /api/p/billing/sandbox/tokens');
    expect(tokenization?.body).toMatchObject({
      number: TEST_CARD,
      cvv: '123',
      exp_month: 12,
      exp_year: 2030,
    });
    const [subscribe] = api.to('PUT /api/subscription/subscribe');
    expect(subscribe?.headers.get('X-Organization')).toBe('5b1e7a52-6a0e-4f5e-9a47-1f1b8a0c0003');
    expect(subscribe?.body).toMatchObject({
      plan: 'advanced',
      payment_method: 12,
      card: { token: 'card_0123456789abcdef01234567' },
      customer: { document: '52998224725', cellphone: '11987654321', zip_code: '01310100', state: 'SP' },
    });
    // Nothing of the card but its token reaches our API.
    const sentToApi = api.requests
      .filter((request) => !request.path.startsWith('/api/p/billing/sandbox/'))
      .map((request) => JSON.stringify(request.body ?? ''))
      .join('\n');
    expect(sentToApi).not.toContain(TEST_CARD);
    expect(sentToApi).not.toContain('4242 4242');
    expect(sentToApi).not.toMatch(/"(cvv|security_code|card_number|number)":"?(123|4242)/);
  });

  it('refuses an invalid card number, a short CVV, a month above 12 and a past expiry before paying', async () => {
    const { api } = await toCardStep();
    type('Nome impresso no cartão', 'MARIA SILVA');
    type('Número do cartão', '4242424242424241');
    type('CVV', '12');
    type('Mês', '13');
    type('Ano', '2030');
    click('Pagar e assinar');
    expect(screen.getByText('Cartão de crédito inválido.')).toBeTruthy();
    expect(screen.getByText('O CVV tem 3 dígitos.')).toBeTruthy();
    expect(screen.getByText('Informe o mês com 2 dígitos, de 01 a 12.')).toBeTruthy();
    type('Número do cartão', TEST_CARD);
    type('CVV', '123');
    type('Mês', '01');
    type('Ano', '2020');
    click('Pagar e assinar');
    expect(screen.getByText('A validade deve ser posterior à data atual.')).toBeTruthy();
    expect(api.to('POST /api/p/billing/sandbox/tokens')).toHaveLength(0);
    expect(api.to('PUT /api/subscription/subscribe')).toHaveLength(0);
  });

  it("shows the spec's message when the provider declines the card, and lets another card be tried", async () => {
    const { api, router } = await toCardStep({
      routes: {
        'GET /api/subscription/invoices': {
          body: {
            data: [anInvoice({ status: 'rejected', failure_reason: 'card_declined' })],
            links: { next: null, prev: null },
            meta: { current_page: 1 },
          },
        },
      },
    });
    fillCard('4000000000000002');
    click('Pagar e assinar');
    expect(
      await screen.findByText('Cartão de crédito inválido: o pagamento foi recusado. Use outro cartão.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(WIZARD_PATH);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pagar e assinar' }).disabled).toBe(false);
    expect(api.to('PUT /api/subscription/subscribe')).toHaveLength(1);
  });

  it('places a card the provider refuses to tokenize under the number, and signs nothing', async () => {
    const { api } = await toCardStep({
      routes: { 'POST /api/p/billing/sandbox/tokens': { status: 422, body: { message: 'invalid' } } },
    });
    fillCard();
    click('Pagar e assinar');
    expect(await screen.findByText('Cartão de crédito inválido.')).toBeTruthy();
    expect(field('Número do cartão').getAttribute('aria-invalid')).toBe('true');
    expect(api.to('PUT /api/subscription/subscribe')).toHaveLength(0);
  });

  it("says 'You already have a payment in progress' on 412, without sending the user to sign in", async () => {
    await toCardStep({
      routes: {
        'PUT /api/subscription/subscribe': {
          status: 412,
          body: {
            message: 'You already have a payment in progress',
            code: 'subscription.payment_in_progress',
          },
        },
      },
    });
    fillCard();
    click('Pagar e assinar');
    expect(await screen.findByText('Você já tem um pagamento em andamento')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver meu plano' })).toBeTruthy();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('places the server’s field errors under their fields and opens their step', async () => {
    await toCardStep({
      routes: {
        'PUT /api/subscription/subscribe': invalidReply('The given data was invalid.', {
          'customer.document': ['O CPF ou CNPJ não é válido.'],
        }),
      },
    });
    fillCard();
    click('Pagar e assinar');
    expect(await screen.findByText('O CPF ou CNPJ não é válido.')).toBeTruthy();
    expect(currentStep()).toBe('Seus dados');
  });

  it('changes an active paid plan with change-plan instead of signing a second one', async () => {
    const active = aSubscription({
      plan: { id: 'basic', product: 'basic', name: 'Basic', value_cents: 35_910, is_free: false },
    });
    const { api } = await toCardStep({
      routes: {
        'GET /api/subscription': { body: { ...active, id: 'sub-1' } },
        'PUT /api/subscriptions/sub-1/change-plan': { body: paymentStarted() },
      },
    });
    fillCard();
    click('Pagar e assinar');
    await waitFor(() => expect(api.to('PUT /api/subscriptions/sub-1/change-plan')).toHaveLength(1));
    expect(api.to('PUT /api/subscriptions/sub-1/change-plan')[0]?.body).toMatchObject({
      plan: 'advanced',
      card: { token: 'card_0123456789abcdef01234567' },
    });
    expect(api.to('PUT /api/subscription/subscribe')).toHaveLength(0);
  });

  it("follows the answer's checkout_url to the provider's page", async () => {
    await toCardStep({
      routes: {
        'PUT /api/subscription/subscribe': {
          body: paymentStarted({}, 'http://localhost:8080/api/p/billing/sandbox/checkout/ch_0123'),
        },
      },
    });
    fillCard();
    click('Pagar e assinar');
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(
        'http://localhost:8080/api/p/billing/sandbox/checkout/ch_0123',
      ),
    );
  });
});

describe('subscribe wizard: boleto', () => {
  const LINE = '00090.12345 67890.123454 67890.123454 3 10030000134910';
  const issuedBoleto = () =>
    paymentStarted({
      payment_method: 'boleto',
      due_date: '2026-11-30T12:00:00.000Z',
      checkout_url: 'http://localhost:8080/api/p/billing/sandbox/checkout/ch_0123',
      boleto: {
        line: LINE,
        barcode: '0009310030000134910123456789012345678901234',
        url: 'http://localhost:8080/api/p/billing/sandbox/checkout/ch_0123',
      },
    });

  it('issues a boleto without asking for a card, shows its line and due date, and leaves the plan awaiting payment', async () => {
    const { api, router } = await toCardStep({
      routes: { 'PUT /api/subscription/subscribe': { body: issuedBoleto() } },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Boleto bancário' }));
    expect(screen.queryByLabelText('Número do cartão')).toBeNull();
    expect(screen.getByText(/O boleto vence em 3 dias/)).toBeTruthy();
    click('Gerar boleto');

    const issued = await screen.findByRole('region', { name: 'Boleto emitido' });
    expect(within(issued).getByText(LINE)).toBeTruthy();
    expect(within(issued).getByText('30/11/2026')).toBeTruthy();
    expect(within(issued).getByText('R$ 1.349,10')).toBeTruthy();
    expect(within(issued).getByRole('status').textContent).toContain('aguardando pagamento');
    expect(within(issued).getByRole('link', { name: 'Abrir o boleto' }).getAttribute('href')).toBe(
      'http://localhost:8080/api/p/billing/sandbox/checkout/ch_0123',
    );
    expect(within(issued).getByRole('link', { name: 'Ver meu plano' }).getAttribute('href')).toBe(
      '/account/billing/plan',
    );
    // Nothing is awaited and nobody is sent anywhere: the bank pays days later.
    expect(api.to('POST /api/p/billing/sandbox/tokens')).toHaveLength(0);
    expect(api.to('GET /api/subscription/invoices')).toHaveLength(0);
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(WIZARD_PATH);
    const [subscribe] = api.to('PUT /api/subscription/subscribe');
    expect(subscribe?.body).toMatchObject({
      plan: 'advanced',
      payment_method: 'boleto',
      customer: { document: '52998224725', zip_code: '01310100', neighborhood: 'Bela Vista', state: 'SP' },
    });
    expect(subscribe?.body).not.toHaveProperty('card');
  });

  it('copies the line as digits', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await toCardStep({ routes: { 'PUT /api/subscription/subscribe': { body: issuedBoleto() } } });
    fireEvent.click(screen.getByRole('radio', { name: 'Boleto bancário' }));
    click('Gerar boleto');
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar linha digitável' }));
    expect(await screen.findByRole('button', { name: 'Linha copiada' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINE.replace(/\D/g, ''));
  });

  it('offers no boleto in the US edition', async () => {
    await open({ edition: 'us', user: { cpf: null, is_usa_version: true } });
    click('Avançar');
    type('CEP', '01310100');
    typeAddress(anAddress());
    click('Avançar');
    expect(currentStep()).toBe('Pagamento');
    expect(screen.queryByRole('radio', { name: 'Boleto bancário' })).toBeNull();
    expect(screen.getByLabelText('Número do cartão')).toBeTruthy();
  });
});

describe('subscribe wizard: plans it does not sell', () => {
  it('offers no wizard for the custom plan, sold by a consultant', async () => {
    const offer = advancedOffer();
    wizardApi({
      routes: {
        [`GET /api/plans/advanced/organizations/${ACME.id}`]: {
          body: { ...offer, plan: { ...offer.plan, is_custom: true, value_cents: null } },
        },
      },
    });
    renderApp(WIZARD_PATH);
    expect(await screen.findByText(/Este plano não é vendido online/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Seus dados' })).toBeNull();
  });

  it('offers no wizard while a payment is in progress (§4)', async () => {
    wizardApi({
      routes: { 'GET /api/subscription': { body: { ...aSubscription(), has_pending_invoice: true } } },
    });
    renderApp(WIZARD_PATH);
    expect(await screen.findByText(/Há um pagamento em andamento/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Seus dados' })).toBeNull();
  });
});

describe('subscribe wizard: CPF registration and editions', () => {
  it('asks a user without a CPF to register one first (mask, check digits), then opens the wizard', async () => {
    let cpf: string | null = null;
    const api = wizardApi({ user: { cpf: null } });
    api.answer('GET /api/me', () => ({ body: aUser({ cpf, is_owner: true }) }));
    api.answer('PATCH /api/me', async (request) => {
      cpf = ((await request.json()) as { cpf: string }).cpf;
      return { body: aUser({ cpf, is_owner: true }) };
    });
    renderApp(WIZARD_PATH);
    await screen.findByRole('heading', { name: 'Cadastre seu CPF' });
    type('CPF', '11111111111');
    expect(field('CPF').value).toBe('111.111.111-11');
    click('Salvar CPF e continuar');
    expect(screen.getByText('CPF inválido.')).toBeTruthy();
    expect(api.to('PATCH /api/me')).toHaveLength(0);
    type('CPF', '52998224725');
    click('Salvar CPF e continuar');
    expect(await screen.findByText('CPF cadastrado com sucesso.')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Seus dados' });
    expect(api.to('PATCH /api/me')[0]?.body).toEqual({ cpf: '52998224725' });
    expect(field('CPF ou CNPJ').value).toBe('529.982.247-25');
  });

  it('shows an error alert when the CPF cannot be registered', async () => {
    const api = wizardApi({
      user: { cpf: null },
      routes: {
        'PATCH /api/me': { status: 422, body: { message: 'x', errors: { cpf: ['CPF já cadastrado.'] } } },
      },
    });
    renderApp(WIZARD_PATH);
    await screen.findByRole('heading', { name: 'Cadastre seu CPF' });
    type('CPF', '52998224725');
    click('Salvar CPF e continuar');
    expect(await screen.findByText('Não foi possível cadastrar o CPF.')).toBeTruthy();
    expect(screen.getByText('CPF já cadastrado.')).toBeTruthy();
    expect(api.to('PATCH /api/me')).toHaveLength(1);
  });

  it('asks no CPF and looks no CEP up in the US edition', async () => {
    await open({ edition: 'us', user: { cpf: null, is_usa_version: true } });
    expect(screen.queryByLabelText('CPF ou CNPJ')).toBeNull();
    click('Avançar');
    type('CEP', '01310100');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Endereço').value).toBe('');
    expect(screen.queryByText('Endereço preenchido pelo CEP: confira e complete.')).toBeNull();
    expect(screen.queryByText(/Bandeira/)).toBeNull();
  });
});
