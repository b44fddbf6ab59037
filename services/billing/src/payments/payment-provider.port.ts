import type { MessageLocale } from '@rubrica/errors';

/**
 * What billing asks of a payment provider (ARCHITECTURE.md "Money moves through a provider
 * port"): hosted checkout for a first payment, a charge on the card the provider keeps for
 * renewals, cancelling an open charge, and reading the provider's webhooks. Payment state changes
 * only on a verified webhook, never on the browser's return from checkout; our servers never see
 * a card number (the provider's page or its tokenization takes it).
 */
export interface PaymentProvider {
  /** The provider's name as configured (`sandbox`, `pagarme`): invoices and events are keyed by it. */
  readonly name: string;
  /** Opens a charge payable on the provider's hosted page; answers where to send the payer. */
  createCheckout(input: CheckoutRequest): Promise<{ chargeId: string; checkoutUrl: string }>;
  /** Charges a tokenized or saved card without the payer (the wizard's card step, renewals); the outcome comes by webhook. */
  chargeCard(input: CardChargeRequest): Promise<{ chargeId: string }>;
  /**
   * Issues a boleto: the charge stays pending until the bank confirms the payment, which the
   * provider reports by webhook (days later, or never).
   */
  createBoleto(input: BoletoRequest): Promise<{ chargeId: string; boleto: BoletoSlip }>;
  /**
   * Keeps a tokenized card for the customer's renewals (the "change card" action) and answers what
   * may be shown of it; refuses a card the provider would not charge (`card.refused`).
   */
  saveCard(input: SaveCardRequest): Promise<{ card: SavedCard; customerId?: string }>;
  /** Closes a charge nobody paid yet (the "cancel pending" action). */
  cancelCharge(chargeId: string): Promise<void>;
  /**
   * Checks a webhook's signature (or credentials) and reads it; throws `payment.invalid_signature`
   * when it is not the provider's. What it reports is what the provider says now, not what a
   * forged body claims.
   */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<PaymentEvent>;
}

export interface PaymentCustomer {
  name: string;
  email: string;
  /** CPF or CNPJ, digits only (Brazilian edition). */
  document?: string;
  /** +55 and digits (§5 "Phone sent"). */
  phone?: string;
  address?: {
    zip_code: string;
    street: string;
    number: string;
    complement?: string;
    neighborhood: string;
    city: string;
    state: string;
  };
}

export interface CheckoutRequest {
  /** Our invoice id: the provider echoes it so a webhook finds the invoice. */
  reference: string;
  amountCents: number;
  description: string;
  customer?: PaymentCustomer;
  methods: Array<'card' | 'boleto'>;
  /** Where the provider's page sends the payer back (the SPA's plan page). */
  returnUrl: string;
  /** The payer's language, for the provider's own page where it has one (pt-BR when unknown). */
  locale?: MessageLocale;
}

export interface BoletoRequest {
  reference: string;
  amountCents: number;
  description: string;
  /** A boleto names its payer: document and address are required by the banks. */
  customer: PaymentCustomer;
  dueAt: Date;
  /** Where the boleto's page sends the payer back, when the provider's page has a way back. */
  returnUrl?: string;
  /** The payer's language, for the provider's own page where it has one (pt-BR when unknown). */
  locale?: MessageLocale;
}

/** What the payer needs to pay a boleto: the typeable line, the bar code, its due date and its page. */
export interface BoletoSlip {
  line: string;
  barcode: string;
  dueAt: Date;
  /** The provider's page of the boleto (to print it or, in the sandbox, to mark it paid). */
  url: string;
}

export interface SaveCardRequest {
  /** The token the provider's tokenization answered for the new card. */
  token: string;
  /** The provider's customer the card belongs to, when there is one already. */
  customerId: string | null;
  customer?: PaymentCustomer;
}

export interface CardChargeRequest {
  reference: string;
  amountCents: number;
  description: string;
  /** A card token from the provider's tokenization, or the card id it saved for renewals. */
  cardId: string;
  customerId?: string;
}

/** The card the provider saved, as far as we keep it (§3 "Credit card"). */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentEvent {
  /** The provider's event id: an event applied once is never applied again. */
  id: string;
  type: 'charge.paid' | 'charge.failed' | 'charge.refunded' | 'charge.pending';
  chargeId: string;
  /** Our invoice id as the provider echoes it. */
  reference?: string;
  method?: 'card' | 'boleto';
  paidCents?: number;
  card?: SavedCard;
  customerId?: string;
  failureReason?: string;
}
