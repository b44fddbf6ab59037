import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_MESSAGE_LOCALE } from '@rubrica/errors';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../../billing.config.js';
import { InjectBillingConfig } from '../../billing-config.module.js';
import { billingError } from '../../billing-domain.error.js';
import { BillingQueue } from '../../jobs/billing-queue.provider.js';
import type {
  BoletoRequest,
  BoletoSlip,
  CardChargeRequest,
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  SavedCard,
  SaveCardRequest,
} from '../payment-provider.port.js';
import { sandboxBoleto } from './sandbox-boleto.js';
import { isValidWebhookSignature } from '../webhook-signature.util.js';

export const SANDBOX_SIGNATURE_HEADER = 'rubrica-sandbox-signature';

interface ChargeRow {
  id: string;
  reference: string;
  amount_cents: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
  method: 'card' | 'boleto' | null;
  card_token: string | null;
  failure_reason: string | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  outcome: 'approve' | 'decline' | 'expired' | null;
  boleto_line: string | null;
  boleto_barcode: string | null;
  due_at: Date | null;
  /** The payer's language: the hosted page speaks it. */
  locale: string;
}

/** A boleto issued from the hosted page is due three days later, like one issued by billing. */
const BOLETO_DAYS = 3;

/** The sandbox's webhook secret; set (or generated) whenever the sandbox is the provider. */
export function sandboxSecret(config: Pick<BillingConfig, 'SANDBOX_WEBHOOK_SECRET'>): string {
  if (!config.SANDBOX_WEBHOOK_SECRET)
    throw new Error('SANDBOX_WEBHOOK_SECRET is required by the sandbox provider');
  return config.SANDBOX_WEBHOOK_SECRET;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Our own stand-in for a payment provider (development, tests and demos): it keeps its charges
 * and tokenized cards in its own tables, serves a hosted checkout page at our origin
 * (`/api/p/billing/sandbox/checkout/{id}`), and tells billing what happened through webhooks
 * signed like a real provider's, delivered by the `billing` queue with retries. Test cards:
 * sandbox-cards.ts.
 */
@Injectable()
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: BillingQueue,
    @InjectBillingConfig() private readonly config: BillingConfig,
  ) {}

  async createCheckout(input: CheckoutRequest): Promise<{ chargeId: string; checkoutUrl: string }> {
    const id = newId('ch');
    await this.dataSource.query(
      `INSERT INTO sandbox_charges (id, reference, amount_cents, description, status, return_url, locale)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6)`,
      [
        id,
        input.reference,
        input.amountCents,
        input.description,
        input.returnUrl,
        input.locale ?? DEFAULT_MESSAGE_LOCALE,
      ],
    );
    return { chargeId: id, checkoutUrl: this.pageOf(id) };
  }

  async createBoleto(input: BoletoRequest): Promise<{ chargeId: string; boleto: BoletoSlip }> {
    const id = newId('ch');
    const { line, barcode } = sandboxBoleto(input.amountCents, input.dueAt);
    await this.dataSource.query(
      `INSERT INTO sandbox_charges (id, reference, amount_cents, description, status, method, boleto_line, boleto_barcode, due_at,
                                   return_url, locale)
       VALUES ($1, $2, $3, $4, 'pending', 'boleto', $5, $6, $7, $8, $9)`,
      [
        id,
        input.reference,
        input.amountCents,
        input.description,
        line,
        barcode,
        input.dueAt,
        input.returnUrl ?? null,
        input.locale ?? DEFAULT_MESSAGE_LOCALE,
      ],
    );
    return { chargeId: id, boleto: { line, barcode, dueAt: input.dueAt, url: this.pageOf(id) } };
  }

  /** The sandbox keeps tokenized cards itself: a saved card is the token's, refused if it would be. */
  async saveCard(input: SaveCardRequest): Promise<{ card: SavedCard }> {
    const [card] = (await this.dataSource.query(
      'SELECT token, brand, last4, exp_month, exp_year, outcome FROM sandbox_cards WHERE token = $1',
      [input.token],
    )) as Array<{
      token: string;
      brand: string;
      last4: string;
      exp_month: number;
      exp_year: number;
      outcome: string;
    }>;
    if (!card) throw billingError('card.invalid_token');
    if (card.outcome !== 'approve') throw billingError('card.refused');
    return {
      card: {
        id: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      },
    };
  }

  private pageOf(chargeId: string): string {
    return `${this.config.PUBLIC_URL}/api/p/billing/sandbox/checkout/${chargeId}`;
  }

  async chargeCard(input: CardChargeRequest): Promise<{ chargeId: string }> {
    const id = newId('ch');
    await this.dataSource.query(
      `INSERT INTO sandbox_charges (id, reference, amount_cents, description, status)
       VALUES ($1, $2, $3, $4, 'pending')`,
      [id, input.reference, input.amountCents, input.description],
    );
    await this.payWithCard(id, input.cardId);
    return { chargeId: id };
  }

  async cancelCharge(chargeId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE sandbox_charges SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [chargeId],
    );
  }

  async readWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent> {
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    if (
      !isValidWebhookSignature(
        typeof signature === 'string' ? signature : undefined,
        rawBody,
        sandboxSecret(this.config),
        this.config.WEBHOOK_TOLERANCE_SECONDS,
      )
    )
      throw billingError('payment.invalid_signature');
    return JSON.parse(rawBody.toString('utf8')) as PaymentEvent;
  }

  // ---- the sandbox's own side: what its checkout page and test helpers do ----

  /** The charge as the checkout page shows it, or undefined. */
  async charge(id: string): Promise<ChargeRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT c.id, c.reference, c.amount_cents, c.status, c.method, c.card_token, c.failure_reason,
              k.brand, k.last4, k.exp_month, k.exp_year, k.outcome, c.boleto_line, c.boleto_barcode, c.due_at,
              c.locale
         FROM sandbox_charges c LEFT JOIN sandbox_cards k ON k.token = c.card_token
        WHERE c.id = $1`,
      [id],
    )) as ChargeRow[];
    return row;
  }

  async describe(id: string): Promise<string | undefined> {
    const [row] = (await this.dataSource.query('SELECT description FROM sandbox_charges WHERE id = $1', [
      id,
    ])) as Array<{
      description: string;
    }>;
    return row?.description;
  }

  async returnUrlOf(id: string): Promise<string | undefined> {
    const [row] = (await this.dataSource.query('SELECT return_url FROM sandbox_charges WHERE id = $1', [
      id,
    ])) as Array<{
      return_url: string | null;
    }>;
    return row?.return_url ?? undefined;
  }

  /** Keeps a card the payer typed on the sandbox's page and answers its token (the number stays here). */
  async tokenize(card: {
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    outcome: 'approve' | 'decline' | 'expired';
  }): Promise<string> {
    const token = newId('card');
    await this.dataSource.query(
      `INSERT INTO sandbox_cards (token, brand, last4, exp_month, exp_year, outcome) VALUES ($1, $2, $3, $4, $5, $6)`,
      [token, card.brand, card.last4, card.expMonth, card.expYear, card.outcome],
    );
    return token;
  }

  /** Pays a pending charge with a tokenized card: approved or refused by the card's outcome. */
  async payWithCard(chargeId: string, cardToken: string): Promise<'paid' | 'failed' | 'unknown'> {
    const charge = await this.charge(chargeId);
    const [card] = (await this.dataSource.query('SELECT outcome FROM sandbox_cards WHERE token = $1', [
      cardToken,
    ])) as Array<{ outcome: string }>;
    if (!charge || charge.status !== 'pending' || !card) return 'unknown';
    const failure =
      card.outcome === 'decline' ? 'card_declined' : card.outcome === 'expired' ? 'expired_card' : null;
    await this.dataSource.query(
      `UPDATE sandbox_charges SET status = $2, method = 'card', card_token = $3, failure_reason = $4, updated_at = now()
        WHERE id = $1`,
      [chargeId, failure ? 'failed' : 'paid', cardToken, failure],
    );
    await this.emit(failure ? 'charge.failed' : 'charge.paid', chargeId);
    return failure ? 'failed' : 'paid';
  }

  /** Issues a boleto for a pending charge: it stays pending until it is paid (settleBoleto). */
  async issueBoleto(chargeId: string): Promise<boolean> {
    const charge = await this.charge(chargeId);
    if (!charge || charge.status !== 'pending' || charge.method === 'boleto') return false;
    const dueAt = new Date(Date.now() + BOLETO_DAYS * 24 * 3600 * 1000);
    const { line, barcode } = sandboxBoleto(charge.amount_cents, dueAt);
    return this.moveCharge(
      chargeId,
      'charge.pending',
      `UPDATE sandbox_charges SET method = 'boleto', boleto_line = $2, boleto_barcode = $3, due_at = $4, updated_at = now()
        WHERE id = $1 AND status = 'pending' AND method IS DISTINCT FROM 'boleto' RETURNING id`,
      line,
      barcode,
      dueAt,
    );
  }

  /** The bank confirms a boleto payment (in a demo, a button on the sandbox page). */
  async settleBoleto(chargeId: string): Promise<boolean> {
    return this.moveCharge(
      chargeId,
      'charge.paid',
      `UPDATE sandbox_charges SET status = 'paid', updated_at = now()
        WHERE id = $1 AND status = 'pending' AND method = 'boleto' RETURNING id`,
    );
  }

  /** Refunds a paid charge. */
  async refund(chargeId: string): Promise<boolean> {
    return this.moveCharge(
      chargeId,
      'charge.refunded',
      `UPDATE sandbox_charges SET status = 'refunded', updated_at = now() WHERE id = $1 AND status = 'paid' RETURNING id`,
    );
  }

  /**
   * Moves the charge by `update` (the charge's id as $1, then `values`; guarded by the states it may
   * move from) and, when it moved, tells the webhook `event`; answers whether it moved.
   */
  private async moveCharge(
    chargeId: string,
    event: PaymentEvent['type'],
    update: string,
    ...values: unknown[]
  ): Promise<boolean> {
    const [, moved] = (await this.dataSource.query(update, [chargeId, ...values])) as [unknown[], number];
    if (moved === 0) return false;
    await this.emit(event, chargeId);
    return true;
  }

  /** Writes the event to deliver and schedules its delivery (retried by the queue until it lands). */
  private async emit(type: PaymentEvent['type'], chargeId: string): Promise<void> {
    const charge = (await this.charge(chargeId))!;
    const event: PaymentEvent = {
      id: newId('evt'),
      type,
      chargeId,
      reference: charge.reference,
      ...(charge.method ? { method: charge.method } : {}),
      ...(type === 'charge.paid' ? { paidCents: charge.amount_cents } : {}),
      ...(charge.failure_reason ? { failureReason: charge.failure_reason } : {}),
      ...(charge.method === 'card' && charge.card_token && charge.outcome === 'approve'
        ? {
            card: {
              id: charge.card_token,
              brand: charge.brand!,
              last4: charge.last4!,
              expMonth: charge.exp_month!,
              expYear: charge.exp_year!,
            },
          }
        : {}),
    };
    const [delivery] = (await this.dataSource.query(
      'INSERT INTO sandbox_webhook_deliveries (event_id, body) VALUES ($1, $2) RETURNING id',
      [event.id, JSON.stringify(event)],
    )) as Array<{ id: string }>;
    await this.queue.enqueue(
      'deliver-sandbox-webhook',
      { deliveryId: delivery!.id },
      `sandbox-webhook.${delivery!.id}`,
    );
  }
}
