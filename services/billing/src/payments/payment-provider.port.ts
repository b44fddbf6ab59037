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
