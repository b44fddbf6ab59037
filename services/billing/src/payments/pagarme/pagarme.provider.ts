import { timingSafeEqual } from 'node:crypto';
import type { BillingConfig } from '../../billing.config.js';
import { billingError } from '../../billing-domain.error.js';
import { barcodeOfLine, InvalidBoletoNumbersError, lineOfBarcode } from '../boleto-numbers.js';
import type {
  BoletoRequest,
  BoletoSlip,
  CardChargeRequest,
  CheckoutRequest,
  PaymentCustomer,
  PaymentEvent,
  PaymentProvider,
  SavedCard,
  SaveCardRequest,
} from '../payment-provider.port.js';

/** The parts of a Pagar.me v5 order we read (https://docs.pagar.me/reference/pedidos-1). */
interface PagarmeOrder {
  id: string;
  code?: string;
  status: 'pending' | 'paid' | 'canceled' | 'failed';
  customer?: { id?: string };
  checkouts?: Array<{ payment_url?: string }>;
  charges?: Array<{
    id: string;
    status: string;
    payment_method?: 'credit_card' | 'boleto' | string;
    paid_amount?: number;
    last_transaction?: {
      gateway_response?: { errors?: Array<{ message?: string }> };
      acquirer_message?: string;
      /** Boleto: the 47-digit typeable line, the address of the bar code's image, its page and due date. */
      line?: string;
      barcode?: string;
      qr_code?: string;
      nosso_numero?: string;
      bank?: string;
      pdf?: string;
      url?: string;
      due_at?: string;
      card?: {
        id?: string;
        brand?: string;
        last_four_digits?: string;
        exp_month?: number;
        exp_year?: number;
      };
    };
  }>;
}

interface PagarmeCard {
  id: string;
  brand: string;
  last_four_digits: string;
  exp_month: number;
  exp_year: number;
}

interface PagarmeHook {
  id?: string;
  type?: string;
  data?: { id?: string; order?: { id?: string }; order_id?: string };
}

type PagarmeSettings = Pick<
  BillingConfig,
  'PAGARME_API_URL' | 'PAGARME_SECRET_KEY' | 'PAGARME_WEBHOOK_USER' | 'PAGARME_WEBHOOK_PASSWORD'
>;

/**
 * Pagar.me's API v5 (Stone): BRL by card and boleto, a hosted checkout (`payment_method:
 * checkout`), cards saved on the customer for renewals. Why Pagar.me (README "Payments"): it sells
 * in Brazil in BRL with card and boleto on one order API and a hosted page, so our servers never
 * see a card number.
 *
 * v5 webhooks carry no HMAC: Pagar.me sends the user and password set on the hook (HTTP Basic),
 * which we check in constant time, and then the order is read back from the API, so what we apply
 * is what Pagar.me says about the order now, never what a body claims.
 */
export class PagarmePaymentProvider implements PaymentProvider {
  readonly name = 'pagarme';

  constructor(
    private readonly settings: PagarmeSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    if (!settings.PAGARME_SECRET_KEY)
      throw new Error('PAGARME_SECRET_KEY is required when PAYMENT_PROVIDER is pagarme');
    if (!settings.PAGARME_WEBHOOK_USER || !settings.PAGARME_WEBHOOK_PASSWORD)
      throw new Error(
        'PAGARME_WEBHOOK_USER and PAGARME_WEBHOOK_PASSWORD are required when PAYMENT_PROVIDER is pagarme',
      );
  }

  async createCheckout(input: CheckoutRequest): Promise<{ chargeId: string; checkoutUrl: string }> {
    const order = await this.call<PagarmeOrder>('POST', '/orders', {
      code: input.reference,
      items: [
        { code: 'subscription', description: input.description, amount: input.amountCents, quantity: 1 },
      ],
      ...(input.customer ? { customer: customerOf(input.customer) } : {}),
      payments: [
        {
          payment_method: 'checkout',
          amount: input.amountCents,
          checkout: {
            expires_in: 24 * 60,
            accepted_payment_methods: input.methods.map((method) =>
              method === 'card' ? 'credit_card' : 'boleto',
            ),
            success_url: input.returnUrl,
            skip_checkout_success_page: true,
            customer_editable: !input.customer,
            billing_address_editable: !input.customer?.address,
            credit_card: { capture: true, installments: [{ number: 1, total: input.amountCents }] },
            boleto: { due_at: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString() },
          },
        },
      ],
      metadata: { invoice_id: input.reference },
    });
    const url = order.checkouts?.[0]?.payment_url;
    if (!url) throw new Error(`Pagar.me order ${order.id} has no checkout`);
    return { chargeId: order.id, checkoutUrl: url };
  }

  async chargeCard(input: CardChargeRequest): Promise<{ chargeId: string }> {
    const card = input.cardId.startsWith('token_') ? { card_token: input.cardId } : { card_id: input.cardId };
    const order = await this.call<PagarmeOrder>('POST', '/orders', {
      code: input.reference,
      items: [
        { code: 'subscription', description: input.description, amount: input.amountCents, quantity: 1 },
      ],
      ...(input.customerId ? { customer_id: input.customerId } : {}),
      payments: [
        {
          payment_method: 'credit_card',
          amount: input.amountCents,
          credit_card: {
            ...card,
            installments: 1,
            operation_type: 'auth_and_capture',
            statement_descriptor: 'RUBRICA',
          },
        },
      ],
      metadata: { invoice_id: input.reference },
    });
    return { chargeId: order.id };
  }

  async createBoleto(input: BoletoRequest): Promise<{ chargeId: string; boleto: BoletoSlip }> {
    const order = await this.call<PagarmeOrder>('POST', '/orders', {
      code: input.reference,
      items: [
        { code: 'subscription', description: input.description, amount: input.amountCents, quantity: 1 },
      ],
      customer: customerOf(input.customer),
      payments: [
        {
          payment_method: 'boleto',
          amount: input.amountCents,
          boleto: { due_at: input.dueAt.toISOString(), instructions: input.description },
        },
      ],
      metadata: { invoice_id: input.reference },
    });
    const slip = order.charges?.[0]?.last_transaction;
    if (!slip?.line || !(slip.pdf ?? slip.url)) throw new Error(`Pagar.me order ${order.id} has no boleto`);
    const barcode = await this.barcodeOf(order.id, slip.line);
    return {
      chargeId: order.id,
      boleto: {
        line: lineOfBarcode(barcode),
        barcode,
        dueAt: slip.due_at ? new Date(slip.due_at) : input.dueAt,
        url: (slip.pdf ?? slip.url)!,
      },
    };
  }

  /**
   * The bar code's 44 digits, rebuilt from the typeable line (Pagar.me answers the bar code only
   * as an image address). A line whose check digits do not hold is refused rather than handed to
   * a payer, and its order closed so that no boleto we could not show stays payable.
   */
  private async barcodeOf(orderId: string, line: string): Promise<string> {
    try {
      return barcodeOfLine(line);
    } catch (error) {
      if (!(error instanceof InvalidBoletoNumbersError)) throw error;
      await this.cancelCharge(orderId).catch(() => undefined);
      throw new Error(
        `Pagar.me order ${orderId} answered a boleto line that does not check out: ${error.reason}`,
        { cause: error },
      );
    }
  }

  /** A new card on the customer (`POST /customers/{id}/cards` with the token); a new customer first if need be. */
  async saveCard(input: SaveCardRequest): Promise<{ card: SavedCard; customerId: string }> {
    let customerId = input.customerId;
    if (!customerId) {
      if (!input.customer) throw billingError('card.refused');
      customerId = (await this.call<{ id: string }>('POST', '/customers', customerOf(input.customer))).id;
    }
    let card: PagarmeCard;
    try {
      card = await this.call('POST', `/customers/${encodeURIComponent(customerId)}/cards`, {
        token: input.token,
      });
    } catch (error) {
      if ((error as { status?: number }).status === 422 || (error as { status?: number }).status === 400)
        throw billingError('card.refused');
      throw error;
    }
    return {
      customerId,
      card: savedCardOf(card),
    };
  }

  async cancelCharge(chargeId: string): Promise<void> {
    await this.call('PATCH', `/orders/${encodeURIComponent(chargeId)}/closed`, { status: 'canceled' });
  }

  async readWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent> {
    const expected = `Basic ${Buffer.from(`${this.settings.PAGARME_WEBHOOK_USER}:${this.settings.PAGARME_WEBHOOK_PASSWORD}`).toString('base64')}`;
    const given = typeof headers.authorization === 'string' ? headers.authorization : '';
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw billingError('payment.invalid_signature');
    let hook: PagarmeHook;
    try {
      hook = JSON.parse(rawBody.toString('utf8')) as PagarmeHook;
    } catch {
      throw billingError('payment.invalid_signature');
    }
    const orderId = hook.type?.startsWith('order.')
      ? hook.data?.id
      : (hook.data?.order?.id ?? hook.data?.order_id);
    if (!hook.id || !orderId) throw billingError('payment.invalid_signature');
    // Never the body's word: the order as Pagar.me has it now.
    const order = await this.call<PagarmeOrder>('GET', `/orders/${encodeURIComponent(orderId)}`);
    return eventOf(hook.id, order);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.fetchImpl(`${this.settings.PAGARME_API_URL}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${this.settings.PAGARME_SECRET_KEY}:`).toString('base64')}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok)
      throw Object.assign(new Error(`Pagar.me ${method} ${path} answered ${response.status}`), {
        status: response.status,
      });
    return (await response.json()) as T;
  }
}

function customerOf(customer: PaymentCustomer) {
  const phone = customer.phone?.replace(/^\+55/, '');
  return {
    name: customer.name,
    email: customer.email,
    ...(customer.document
      ? {
          document: customer.document,
          document_type: customer.document.length === 14 ? 'CNPJ' : 'CPF',
          type: customer.document.length === 14 ? 'company' : 'individual',
        }
      : { type: 'individual' }),
    ...(phone
      ? {
          phones: {
            mobile_phone: { country_code: '55', area_code: phone.slice(0, 2), number: phone.slice(2) },
          },
        }
      : {}),
    ...(customer.address
      ? {
          address: {
            line_1: `${customer.address.number}, ${customer.address.street}, ${customer.address.neighborhood}`,
            ...(customer.address.complement ? { line_2: customer.address.complement } : {}),
            zip_code: customer.address.zip_code,
            city: customer.address.city,
            state: customer.address.state,
            country: 'BR',
          },
        }
      : {}),
  };
}

/** A card as Pagar.me names its parts, as we keep it. */
const savedCardOf = (card: PagarmeCard): SavedCard => ({
  id: card.id,
  brand: card.brand.toLowerCase(),
  last4: card.last_four_digits,
  expMonth: card.exp_month,
  expYear: card.exp_year,
});

/** The event an order's current state amounts to. */
export function eventOf(eventId: string, order: PagarmeOrder): PaymentEvent {
  const charge = order.charges?.[0];
  const method: PaymentEvent['method'] =
    charge?.payment_method === 'boleto' ? 'boleto' : charge?.payment_method ? 'card' : undefined;
  const card = charge?.last_transaction?.card;
  const base: Pick<PaymentEvent, 'id' | 'chargeId' | 'reference' | 'method'> = {
    id: eventId,
    chargeId: order.id,
    reference: order.code,
    ...(method ? { method } : {}),
  };
  if (charge?.status === 'refunded') return { ...base, type: 'charge.refunded' };
  if (order.status === 'paid')
    return {
      ...base,
      type: 'charge.paid',
      paidCents: charge?.paid_amount,
      ...(order.customer?.id ? { customerId: order.customer.id } : {}),
      ...(card?.id && card.brand && card.last_four_digits && card.exp_month && card.exp_year
        ? {
            card: savedCardOf({
              id: card.id,
              brand: card.brand,
              last_four_digits: card.last_four_digits,
              exp_month: card.exp_month,
              exp_year: card.exp_year,
            }),
          }
        : {}),
    };
  if (order.status === 'failed' || order.status === 'canceled')
    return {
      ...base,
      type: 'charge.failed',
      failureReason:
        charge?.last_transaction?.acquirer_message ??
        charge?.last_transaction?.gateway_response?.errors?.[0]?.message ??
        order.status,
    };
  return { ...base, type: 'charge.pending' };
}
