import { DEFAULT_MESSAGE_LOCALE, matchMessageLocale, type MessageLocale } from '@rubrica/errors';
import type { EntityManager } from 'typeorm';
import type { PaymentCustomer } from '../payments/payment-provider.port.js';

export type SubscriptionState = 'uninitialized' | 'recurring' | 'cancelled';
export type InvoiceStatus = 'created' | 'pending' | 'paid' | 'rejected' | 'cancelled';
export type InvoiceKind = 'subscribe' | 'change' | 'reactivate' | 'renewal';
export type PaymentMethod = 'card' | 'boleto';

/** One organization's subscription row (its id is the organization's: one per organization). */
export interface SubscriptionRecord {
  organizationId: string;
  planId: string;
  state: SubscriptionState;
  cycleStartedAt: Date;
  cancelledAt: Date | null;
  creditsExpireAt: Date | null;
  paymentMethod: PaymentMethod | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  providerCustomerId: string | null;
  providerCardId: string | null;
  customer: PaymentCustomer | null;
  /** The language it was last subscribed, changed, reactivated or paid in: renewals are worded in it. */
  locale: MessageLocale;
  createdAt: Date;
}

export interface InvoiceRecord {
  id: string;
  number: number;
  organizationId: string;
  planId: string;
  /** The plan's product (`basic`, `essential`...), whose name the invoice's PDF words in its language. */
  planProduct: string;
  planName: string;
  planInterval: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  valueCents: number;
  listValueCents: number;
  paidCents: number | null;
  paymentMethod: PaymentMethod | null;
  dueDate: Date;
  provider: string;
  providerChargeId: string | null;
  checkoutUrl: string | null;
  /** A boleto's typeable line and bar code digits while it awaits the bank. */
  boletoLine: string | null;
  boletoBarcode: string | null;
  failureReason: string | null;
  cycleStartedAt: Date | null;
  createdAt: Date;
  paidAt: Date | null;
}

interface SubscriptionRow {
  organization_id: string;
  plan_id: string;
  state: SubscriptionState;
  cycle_started_at: Date;
  cancelled_at: Date | null;
  credits_expire_at: Date | null;
  payment_method: PaymentMethod | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  provider_customer_id: string | null;
  provider_card_id: string | null;
  customer: PaymentCustomer | null;
  locale: string;
  created_at: Date;
}

interface InvoiceRow {
  id: string;
  number: number;
  organization_id: string;
  plan_id: string;
  plan_product: string;
  plan_name: string;
  plan_interval: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  value_cents: number;
  list_value_cents: number;
  paid_cents: number | null;
  payment_method: PaymentMethod | null;
  due_date: Date;
  provider: string;
  provider_charge_id: string | null;
  checkout_url: string | null;
  boleto_line: string | null;
  boleto_barcode: string | null;
  failure_reason: string | null;
  cycle_started_at: Date | null;
  created_at: Date;
  paid_at: Date | null;
}

const toSubscription = (row: SubscriptionRow): SubscriptionRecord => ({
  organizationId: row.organization_id,
  planId: row.plan_id,
  state: row.state,
  cycleStartedAt: row.cycle_started_at,
  cancelledAt: row.cancelled_at,
  creditsExpireAt: row.credits_expire_at,
  paymentMethod: row.payment_method,
  card:
    row.card_brand && row.card_last4 && row.card_exp_month && row.card_exp_year
      ? {
          brand: row.card_brand,
          last4: row.card_last4,
          expMonth: row.card_exp_month,
          expYear: row.card_exp_year,
        }
      : null,
  providerCustomerId: row.provider_customer_id,
  providerCardId: row.provider_card_id,
  customer: row.customer,
  locale: matchMessageLocale(row.locale) ?? DEFAULT_MESSAGE_LOCALE,
  createdAt: row.created_at,
});

const toInvoice = (row: InvoiceRow): InvoiceRecord => ({
  id: row.id,
  number: row.number,
  organizationId: row.organization_id,
  planId: row.plan_id,
  planProduct: row.plan_product,
  planName: row.plan_name,
  planInterval: row.plan_interval,
  kind: row.kind,
  status: row.status,
  valueCents: row.value_cents,
  listValueCents: row.list_value_cents,
  paidCents: row.paid_cents,
  paymentMethod: row.payment_method,
  dueDate: row.due_date,
  provider: row.provider,
  providerChargeId: row.provider_charge_id,
  checkoutUrl: row.checkout_url,
  boletoLine: row.boleto_line,
  boletoBarcode: row.boleto_barcode,
  failureReason: row.failure_reason,
  cycleStartedAt: row.cycle_started_at,
  createdAt: row.created_at,
  paidAt: row.paid_at,
});

const INVOICE_SELECT = `SELECT i.*, p.product AS plan_product, p.name AS plan_name, p.cycle_months AS plan_interval
                          FROM invoices i JOIN plans p ON p.id = i.plan_id`;

/** Subscriptions and invoices: every statement on their tables lives here. */
export const subscriptionStore = {
  /** Calls for one organization's subscription take turns (till the transaction ends). */
  async lock(manager: EntityManager, organizationId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('billing.subscription:' || $1))`, [
      organizationId,
    ]);
  },

  async find(manager: EntityManager, organizationId: string): Promise<SubscriptionRecord | undefined> {
    const [row] = (await manager.query('SELECT * FROM subscriptions WHERE organization_id = $1', [
      organizationId,
    ])) as SubscriptionRow[];
    return row && toSubscription(row);
  },

  /** Every recurring subscription (the renewal schedule's reconciliation at start). */
  async recurring(manager: EntityManager): Promise<SubscriptionRecord[]> {
    const rows = (await manager.query(
      `SELECT * FROM subscriptions WHERE state = 'recurring'`,
    )) as SubscriptionRow[];
    return rows.map(toSubscription);
  },

  /** Creates the row awaiting its first payment, or points an existing one at `planId`. */
  async awaitPayment(
    manager: EntityManager,
    organizationId: string,
    planId: string,
    customer: PaymentCustomer | undefined,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO subscriptions (organization_id, plan_id, cycle_started_at, state, customer)
       VALUES ($1, $2, now(), 'uninitialized', $3)
       ON CONFLICT (organization_id) DO UPDATE SET
         plan_id = EXCLUDED.plan_id, state = 'uninitialized',
         customer = COALESCE(EXCLUDED.customer, subscriptions.customer), updated_at = now()`,
      [organizationId, planId, customer ? JSON.stringify(customer) : null],
    );
  },

  async saveCustomer(
    manager: EntityManager,
    organizationId: string,
    customer: PaymentCustomer,
  ): Promise<void> {
    await manager.query(
      'UPDATE subscriptions SET customer = $2, updated_at = now() WHERE organization_id = $1',
      [organizationId, JSON.stringify(customer)],
    );
  },

  /**
   * Keeps the language a payment is started in (`locale`, when the request named one of ours) and
   * answers the one the subscription speaks from now on: a request naming none keeps the last one.
   */
  async keepLocale(
    manager: EntityManager,
    organizationId: string,
    locale: MessageLocale | undefined,
  ): Promise<MessageLocale> {
    const [rows] = (await manager.query(
      `UPDATE subscriptions SET locale = COALESCE($2, locale), updated_at = now()
        WHERE organization_id = $1 RETURNING locale`,
      [organizationId, locale ?? null],
    )) as [Array<{ locale: string }>, number];
    return matchMessageLocale(rows[0]?.locale) ?? locale ?? DEFAULT_MESSAGE_LOCALE;
  },

  /** A paid invoice starts (or continues) the plan's cycles. */
  async activate(
    manager: EntityManager,
    organizationId: string,
    change: {
      planId: string;
      cycleStartedAt: Date;
      paymentMethod: PaymentMethod | null;
      card?: { id: string; brand: string; last4: string; expMonth: number; expYear: number };
      customerId?: string;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE subscriptions SET plan_id = $2, state = 'recurring', cycle_started_at = $3,
              cancelled_at = NULL, credits_expire_at = NULL,
              payment_method = COALESCE($4, payment_method),
              provider_card_id = COALESCE($5, provider_card_id), card_brand = COALESCE($6, card_brand),
              card_last4 = COALESCE($7, card_last4), card_exp_month = COALESCE($8, card_exp_month),
              card_exp_year = COALESCE($9, card_exp_year),
              provider_customer_id = COALESCE($10, provider_customer_id), updated_at = now()
        WHERE organization_id = $1`,
      [
        organizationId,
        change.planId,
        change.cycleStartedAt,
        change.paymentMethod,
        change.card?.id ?? null,
        change.card?.brand ?? null,
        change.card?.last4 ?? null,
        change.card?.expMonth ?? null,
        change.card?.expYear ?? null,
        change.customerId ?? null,
      ],
    );
  },

  async setState(manager: EntityManager, organizationId: string, state: SubscriptionState): Promise<void> {
    await manager.query(
      'UPDATE subscriptions SET state = $2, updated_at = now() WHERE organization_id = $1',
      [organizationId, state],
    );
  },

  /** §4: cancelling keeps the cycle's remaining credits until `creditsExpireAt`. */
  async cancel(
    manager: EntityManager,
    organizationId: string,
    at: Date,
    creditsExpireAt: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE subscriptions SET state = 'cancelled', cancelled_at = $2, credits_expire_at = $3, updated_at = now()
        WHERE organization_id = $1`,
      [organizationId, at, creditsExpireAt],
    );
  },

  /** The card renewals charge from now on (and the card payment method with it). */
  async replaceCard(
    manager: EntityManager,
    organizationId: string,
    card: { id: string; brand: string; last4: string; expMonth: number; expYear: number },
    customerId: string | undefined,
  ): Promise<void> {
    await manager.query(
      `UPDATE subscriptions SET provider_card_id = $2, card_brand = $3, card_last4 = $4, card_exp_month = $5,
              card_exp_year = $6, payment_method = 'card',
              provider_customer_id = COALESCE($7, provider_customer_id), updated_at = now()
        WHERE organization_id = $1`,
      [organizationId, card.id, card.brand, card.last4, card.expMonth, card.expYear, customerId ?? null],
    );
  },

  async forgetCard(manager: EntityManager, organizationId: string): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE subscriptions SET provider_card_id = NULL, card_brand = NULL, card_last4 = NULL,
              card_exp_month = NULL, card_exp_year = NULL, updated_at = now()
        WHERE organization_id = $1 AND card_last4 IS NOT NULL`,
      [organizationId],
    )) as [unknown, number];
    return count > 0;
  },

  // ---- invoices ----

  async openInvoice(manager: EntityManager, organizationId: string): Promise<InvoiceRecord | undefined> {
    const [row] = (await manager.query(
      `${INVOICE_SELECT} WHERE i.organization_id = $1 AND i.status IN ('created', 'pending')`,
      [organizationId],
    )) as InvoiceRow[];
    return row && toInvoice(row);
  },

  async invoice(
    manager: EntityManager,
    organizationId: string,
    id: string,
  ): Promise<InvoiceRecord | undefined> {
    const [row] = (await manager.query(`${INVOICE_SELECT} WHERE i.organization_id = $1 AND i.id = $2`, [
      organizationId,
      id,
    ])) as InvoiceRow[];
    return row && toInvoice(row);
  },

  /** The invoice a provider event names: by our reference, else by the provider's charge id. */
  async invoiceForCharge(
    manager: EntityManager,
    provider: string,
    chargeId: string,
    reference: string | undefined,
  ): Promise<InvoiceRecord | undefined> {
    const byReference = reference && /^[0-9a-f-]{36}$/i.test(reference) ? reference : null;
    const [row] = (await manager.query(
      `${INVOICE_SELECT} WHERE i.provider = $1 AND (i.provider_charge_id = $2 OR i.id = $3) ORDER BY i.created_at LIMIT 1`,
      [provider, chargeId, byReference],
    )) as InvoiceRow[];
    return row && toInvoice(row);
  },

  async insertInvoice(
    manager: EntityManager,
    invoice: {
      organizationId: string;
      planId: string;
      kind: InvoiceKind;
      valueCents: number;
      listValueCents: number;
      paymentMethod: PaymentMethod | null;
      dueDate: Date;
      provider: string;
      cycleStartedAt?: Date;
    },
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO invoices (organization_id, plan_id, kind, status, value_cents, list_value_cents, payment_method,
                             due_date, provider, cycle_started_at)
       VALUES ($1, $2, $3, 'created', $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        invoice.organizationId,
        invoice.planId,
        invoice.kind,
        invoice.valueCents,
        invoice.listValueCents,
        invoice.paymentMethod,
        invoice.dueDate,
        invoice.provider,
        invoice.cycleStartedAt ?? null,
      ],
    )) as Array<{ id: string }>;
    return row!.id;
  },

  async updateInvoice(
    manager: EntityManager,
    id: string,
    change: Partial<{
      status: InvoiceStatus;
      providerChargeId: string;
      checkoutUrl: string;
      paidCents: number;
      paidAt: Date;
      paymentMethod: PaymentMethod;
      failureReason: string;
      dueDate: Date;
      boleto: { line: string; barcode: string };
    }>,
  ): Promise<void> {
    await manager.query(
      // "pending" only follows "created": the provider's verdict may land first (its webhook can
      // beat the answer to the call that started the payment) and is never undone.
      `UPDATE invoices SET status = CASE WHEN $2 = 'pending' AND status <> 'created' THEN status ELSE COALESCE($2, status) END,
              provider_charge_id = COALESCE($3, provider_charge_id),
              checkout_url = COALESCE($4, checkout_url), paid_cents = COALESCE($5, paid_cents),
              paid_at = COALESCE($6, paid_at), payment_method = COALESCE($7, payment_method),
              failure_reason = COALESCE($8, failure_reason), due_date = COALESCE($9, due_date),
              boleto_line = COALESCE($10, boleto_line), boleto_barcode = COALESCE($11, boleto_barcode),
              updated_at = now()
        WHERE id = $1`,
      [
        id,
        change.status ?? null,
        change.providerChargeId ?? null,
        change.checkoutUrl ?? null,
        change.paidCents ?? null,
        change.paidAt ?? null,
        change.paymentMethod ?? null,
        change.failureReason ?? null,
        change.dueDate ?? null,
        change.boleto?.line ?? null,
        change.boleto?.barcode ?? null,
      ],
    );
  },

  /** A page of the organization's invoices (cancelled ones left out), newest first; `q` matches plan or number. */
  async invoicePage(
    manager: EntityManager,
    organizationId: string,
    options: { q?: string; page: number; perPage: number },
  ): Promise<{ invoices: InvoiceRecord[]; total: number }> {
    const filter = `i.organization_id = $1 AND i.status <> 'cancelled'
      AND ($2::text IS NULL OR p.name ILIKE '%' || $2 || '%' OR i.number::text = $2 OR i.status = lower($2))`;
    const q = options.q?.trim() || null;
    const [count] = (await manager.query(
      `SELECT count(*)::int AS total FROM invoices i JOIN plans p ON p.id = i.plan_id WHERE ${filter}`,
      [organizationId, q],
    )) as Array<{ total: number }>;
    const rows = (await manager.query(
      `${INVOICE_SELECT} WHERE ${filter} ORDER BY i.created_at DESC, i.number DESC LIMIT $3 OFFSET $4`,
      [organizationId, q, options.perPage, (options.page - 1) * options.perPage],
    )) as InvoiceRow[];
    return { invoices: rows.map(toInvoice), total: count?.total ?? 0 };
  },

  /** Records a provider event once: false when it was applied before. */
  async firstTimeEvent(
    manager: EntityManager,
    provider: string,
    eventId: string,
    type: string,
  ): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO payment_events (provider, event_id, type) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider, eventId, type],
    )) as unknown[];
    return rows.length > 0;
  },
};
