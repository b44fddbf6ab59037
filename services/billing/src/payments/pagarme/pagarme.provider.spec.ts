import { AppError } from '@rubrica/errors';
import { PagarmePaymentProvider } from './pagarme.provider.js';

const settings = {
  PAGARME_API_URL: 'https://api.pagar.me/core/v5',
  PAGARME_SECRET_KEY: 'sk_test_123',
  PAGARME_WEBHOOK_USER: 'rubrica',
  PAGARME_WEBHOOK_PASSWORD: 'hook-password-123',
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for Pagar.me's API: records each call and answers `answer(call)`. */
function fakeApi(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('PagarmePaymentProvider', () => {
  it('refuses to start without its secret key and webhook credentials', () => {
    expect(() => new PagarmePaymentProvider({ ...settings, PAGARME_SECRET_KEY: undefined })).toThrow(
      /PAGARME_SECRET_KEY/,
    );
    expect(() => new PagarmePaymentProvider({ ...settings, PAGARME_WEBHOOK_PASSWORD: undefined })).toThrow(
      /PAGARME_WEBHOOK/,
    );
  });

  it('opens a hosted checkout order for card and boleto in BRL cents, authenticated with the secret key', async () => {
    const api = fakeApi(() => ({
      id: 'or_1',
      status: 'pending',
      checkouts: [{ payment_url: 'https://pay.example/c/1' }],
    }));
    const provider = new PagarmePaymentProvider(settings, api.fetchImpl);
    const started = await provider.createCheckout({
      reference: 'invoice-1',
      amountCents: 35910,
      description: 'Rubrica Basic',
      methods: ['card', 'boleto'],
      returnUrl: 'http://localhost:8080/account/billing/plan',
      customer: { name: 'Olga', email: 'olga@example.com', document: '52998224725', phone: '+5511987654321' },
    });
    expect(started).toEqual({ chargeId: 'or_1', checkoutUrl: 'https://pay.example/c/1' });
    const [call] = api.calls;
    expect(call).toMatchObject({ url: 'https://api.pagar.me/core/v5/orders', method: 'POST' });
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from('sk_test_123:').toString('base64')}`);
    expect(call!.body).toMatchObject({
      code: 'invoice-1',
      items: [{ amount: 35910, quantity: 1 }],
      customer: {
        document: '52998224725',
        document_type: 'CPF',
        phones: { mobile_phone: { area_code: '11', number: '987654321' } },
      },
      payments: [
        {
          payment_method: 'checkout',
          amount: 35910,
          checkout: {
            accepted_payment_methods: ['credit_card', 'boleto'],
            success_url: 'http://localhost:8080/account/billing/plan',
          },
        },
      ],
    });
  });

  /** Pagar.me's answer to a boleto order (v5 `last_transaction` of a boleto charge), line as given. */
  const boletoOrder = (line: string) => ({
    id: 'or_3',
    code: 'invoice-3',
    status: 'pending',
    charges: [
      {
        id: 'ch_3',
        code: 'invoice-3',
        amount: 35910,
        status: 'pending',
        payment_method: 'boleto',
        last_transaction: {
          id: 'tran_3',
          transaction_type: 'boleto',
          amount: 35910,
          status: 'generated',
          success: true,
          url: 'https://api.pagar.me/core/v5/transactions/tran_3/pdf',
          pdf: 'https://api.pagar.me/core/v5/transactions/tran_3/pdf',
          line,
          barcode: 'https://api.pagar.me/core/v5/transactions/tran_3/barcode',
          qr_code: 'https://api.pagar.me/core/v5/transactions/tran_3/qrcode',
          nosso_numero: '10435100',
          bank: '341',
          instructions: 'Rubrica Basic',
          due_at: '2030-01-04T00:00:00Z',
        },
      },
    ],
  });
  const boletoPayer = {
    name: 'Olga',
    email: 'olga@example.com',
    document: '52998224725',
    address: {
      zip_code: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  };

  it('issues a boleto order for a named payer and answers its line, the bar code rebuilt from it, page and due date', async () => {
    // Itaú (341), due 2030-01-04 (factor 2777), R$ 359,10: the line Pagar.me answers, digits only.
    const api = fakeApi(() => boletoOrder('34191790010104351004791020150008727770000035910'));
    const provider = new PagarmePaymentProvider(settings, api.fetchImpl);
    const dueAt = new Date('2030-01-04T00:00:00Z');
    const issued = await provider.createBoleto({
      reference: 'invoice-3',
      amountCents: 35910,
      description: 'Rubrica Basic',
      dueAt,
      customer: boletoPayer,
    });
    expect(issued).toEqual({
      chargeId: 'or_3',
      boleto: {
        line: '34191.79001 01043.510047 91020.150008 7 27770000035910',
        barcode: '34197277700000359101790001043510049102015000',
        dueAt,
        url: 'https://api.pagar.me/core/v5/transactions/tran_3/pdf',
      },
    });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toMatchObject({
      code: 'invoice-3',
      customer: { document: '52998224725', address: { zip_code: '01310100', state: 'SP' } },
      payments: [{ payment_method: 'boleto', amount: 35910, boleto: { due_at: '2030-01-04T00:00:00.000Z' } }],
    });
  });

  it('refuses a boleto whose line does not check out, saying why, and closes its order', async () => {
    // The same line with its general check digit changed (7 → 1).
    const api = fakeApi((call) =>
      call.method === 'POST' ? boletoOrder('34191790010104351004791020150008127770000035910') : {},
    );
    const provider = new PagarmePaymentProvider(settings, api.fetchImpl);
    await expect(
      provider.createBoleto({
        reference: 'invoice-3',
        amountCents: 35910,
        description: 'Rubrica Basic',
        dueAt: new Date('2030-01-04T00:00:00Z'),
        customer: boletoPayer,
      }),
    ).rejects.toThrow(
      'Pagar.me order or_3 answered a boleto line that does not check out: general check digit is 1, expected 7',
    );
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://api.pagar.me/core/v5/orders',
      'PATCH https://api.pagar.me/core/v5/orders/or_3/closed',
    ]);
    expect(api.calls[1]!.body).toEqual({ status: 'canceled' });
  });

  it('saves a new card on the customer from its token, creating the customer when there is none', async () => {
    const api = fakeApi((call) =>
      call.url.endsWith('/customers')
        ? { id: 'cus_7' }
        : { id: 'card_7', brand: 'Mastercard', last_four_digits: '4444', exp_month: 7, exp_year: 2031 },
    );
    const provider = new PagarmePaymentProvider(settings, api.fetchImpl);
    const saved = await provider.saveCard({
      token: 'token_abc',
      customerId: null,
      customer: { name: 'Olga', email: 'olga@example.com', document: '52998224725' },
    });
    expect(saved).toEqual({
      customerId: 'cus_7',
      card: { id: 'card_7', brand: 'mastercard', last4: '4444', expMonth: 7, expYear: 2031 },
    });
    expect(api.calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', 'https://api.pagar.me/core/v5/customers'],
      ['POST', 'https://api.pagar.me/core/v5/customers/cus_7/cards'],
    ]);
    expect(api.calls[1]!.body).toEqual({ token: 'token_abc' });
  });

  it('answers card.refused when Pagar.me refuses the card', async () => {
    const fetchImpl = (async () => new Response('{}', { status: 422 })) as unknown as typeof fetch;
    const provider = new PagarmePaymentProvider(settings, fetchImpl);
    await expect(provider.saveCard({ token: 'token_x', customerId: 'cus_1' })).rejects.toMatchObject({
      code: 'card.refused',
    });
  });

  it('charges a saved card for a renewal', async () => {
    const api = fakeApi(() => ({ id: 'or_2', status: 'pending' }));
    const provider = new PagarmePaymentProvider(settings, api.fetchImpl);
    await provider.chargeCard({
      reference: 'invoice-2',
      amountCents: 3990,
      description: 'renewal',
      cardId: 'card_abc',
      customerId: 'cus_1',
    });
    expect(api.calls[0]!.body).toMatchObject({
      customer_id: 'cus_1',
      payments: [
        {
          payment_method: 'credit_card',
          credit_card: { card_id: 'card_abc', operation_type: 'auth_and_capture' },
        },
      ],
    });
  });

  it('refuses a webhook without the hook credentials and never asks the API for it', async () => {
    const api = fakeApi(() => ({}));
    const provider = new PagarmePaymentProvider(settings, api.fetchImpl);
    const body = Buffer.from(JSON.stringify({ id: 'hook_1', type: 'order.paid', data: { id: 'or_1' } }));
    for (const authorization of [undefined, basic('rubrica', 'wrong'), basic('other', 'hook-password-123')]) {
      const error = await provider.readWebhook(body, { authorization }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('payment.invalid_signature');
    }
    expect(api.calls).toHaveLength(0);
  });

  it('applies what the API says about the order now, not what the body claims', async () => {
    const api = fakeApi(() => ({
      id: 'or_1',
      code: 'invoice-1',
      status: 'failed',
      charges: [
        {
          id: 'ch_1',
          status: 'failed',
          payment_method: 'credit_card',
          last_transaction: { acquirer_message: 'Transação não autorizada' },
        },
      ],
    }));
    const provider = new PagarmePaymentProvider(settings, api.fetchImpl);
    const claimsPaid = Buffer.from(
      JSON.stringify({ id: 'hook_2', type: 'order.paid', data: { id: 'or_1' } }),
    );
    const event = await provider.readWebhook(claimsPaid, {
      authorization: basic('rubrica', 'hook-password-123'),
    });
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: 'https://api.pagar.me/core/v5/orders/or_1' });
    expect(event).toEqual({
      id: 'hook_2',
      type: 'charge.failed',
      chargeId: 'or_1',
      reference: 'invoice-1',
      method: 'card',
      failureReason: 'Transação não autorizada',
    });
  });

  it('reads a paid order with its saved card and customer', async () => {
    const api = fakeApi(() => ({
      id: 'or_3',
      code: 'invoice-3',
      status: 'paid',
      customer: { id: 'cus_9' },
      charges: [
        {
          id: 'ch_3',
          status: 'paid',
          payment_method: 'credit_card',
          paid_amount: 3990,
          last_transaction: {
            card: { id: 'card_9', brand: 'Visa', last_four_digits: '4242', exp_month: 12, exp_year: 2030 },
          },
        },
      ],
    }));
    const provider = new PagarmePaymentProvider(settings, api.fetchImpl);
    const hook = Buffer.from(
      JSON.stringify({ id: 'hook_3', type: 'charge.paid', data: { id: 'ch_3', order: { id: 'or_3' } } }),
    );
    expect(
      await provider.readWebhook(hook, { authorization: basic('rubrica', 'hook-password-123') }),
    ).toEqual({
      id: 'hook_3',
      type: 'charge.paid',
      chargeId: 'or_3',
      reference: 'invoice-3',
      method: 'card',
      paidCents: 3990,
      customerId: 'cus_9',
      card: { id: 'card_9', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
  });
});
