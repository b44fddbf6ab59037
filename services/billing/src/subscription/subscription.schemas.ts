import { z } from '@rubrica/config';

/**
 * `GET /subscription`: the spec's subscription entity (organization and commercial areas §3: id,
 * plan, state, next_recurrence_at, quota.envelopes) with the few extra figures the web client
 * shows (remaining, the cycle's bounds, the interval's display-name key, is_free).
 */
export const subscriptionResponseSchema = z
  .object({
    /** Null while the organization has no subscription of its own and uses the free plan. */
    id: z.string().nullable(),
    /**
     * §4: `uninitialized` awaits its first payment (the organization lives on the free plan until
     * then), `recurring` renews at next_recurrence_at, `cancelled` ended (or ends) then.
     */
    state: z.enum(['uninitialized', 'recurring', 'cancelled']),
    /** Recurring: when the plan renews; cancelled: when it expired (or its credits expire); else null. */
    next_recurrence_at: z.string().nullable(),
    payment_method: z.enum(['card', 'boleto']).nullable(),
    /** §3 `properties.card_banner` and `properties.card_last_four_digits` (null without a card). */
    properties: z.object({
      card_banner: z.string().nullable(),
      card_last_four_digits: z.string().nullable(),
    }),
    /** An invoice awaits payment: §2 sends the owner straight to it, §4 blocks plan changes. */
    has_pending_invoice: z.boolean(),
    plan: z.object({
      id: z.string(),
      product: z.string(),
      name: z.string(),
      value_cents: z.number().int().nullable(),
      /** Months per cycle (§3 "interval (months)"). */
      interval: z.number().int(),
      /** The interval's display-name key (plan-interval-name.util.ts). */
      interval_name: z.enum(['month', 'quarter', 'semester', 'year']),
      is_free: z.boolean(),
      features: z.array(z.object({ feature: z.string() })),
    }),
    /** The plan's features by name, for quick checks (`features.includes('whatsapp')`). */
    features: z.array(z.string()),
    quota: z.object({
      envelopes: z.object({
        available: z.number().int(),
        consumed: z.number().int(),
        /**
         * Remaining signatures = available minus consumed (envelopes and signing §9), never below
         * 0; -1 (as available) on a custom plan without an envelope limit.
         */
        remaining: z.number().int(),
        cycle_started_at: z.string(),
        cycle_ends_at: z.string(),
      }),
    }),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;

const money = z.object({ amount: z.number(), formatted: z.string() });

/** §3 "Invoice", with its number, kind and the payment's failure when refused. */
export const invoiceSchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    created_at: z.string(),
    due_date: z.string(),
    /** §4: created (open), pending, paid, rejected. */
    status: z.enum(['created', 'pending', 'paid', 'rejected']),
    kind: z.enum(['subscribe', 'change', 'reactivate', 'renewal']),
    value: money,
    /** The interval's undiscounted price, struck through when discount_value.amount is above 0. */
    list_value: money,
    paid_value: money.nullable(),
    discount_value: z.object({ amount: z.number() }),
    payment_method: z.enum(['card', 'boleto']).nullable(),
    /** The invoice as a PDF. */
    details_url: z.string(),
    /** Where to pay it while it is open (a boleto's page once one is issued). */
    checkout_url: z.string().nullable(),
    /**
     * An open boleto: the typeable line to copy, the bar code's 44 digits (rebuilt from the line
     * when the provider shows the bar code only as an image) and its page; the invoice's due_date
     * is the boleto's.
     */
    boleto: z.object({ line: z.string(), barcode: z.string(), url: z.string().nullable() }).nullable(),
    failure_reason: z.string().nullable(),
    paid_at: z.string().nullable(),
    plan: z.object({ id: z.string(), name: z.string(), interval: z.number().int() }),
  })
  .meta({ id: 'Invoice' });
export type InvoiceAnswer = z.output<typeof invoiceSchema>;

/** Signing a plan, changing it, reactivating: the subscription now, its invoice and where to pay it. */
export const paymentStartedSchema = z
  .object({
    subscription: subscriptionResponseSchema,
    invoice: invoiceSchema,
    /** The provider's hosted checkout; null when a tokenized card was charged or a boleto issued (invoice.boleto). */
    checkout_url: z.string().nullable(),
  })
  .meta({ id: 'PaymentStarted' });
export type PaymentStartedResponse = z.output<typeof paymentStartedSchema>;

const digits = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().min(min).max(max));

/** §3 "Subscribe request" customer; CPF or CNPJ digits are checked by the use case's edition rule. */
export const customerSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  document: digits(11, 14).optional(),
  cellphone: digits(10, 13).optional(),
  zip_code: digits(8, 8).optional(),
  address: z.string().trim().min(1).max(200).optional(),
  number: z.string().trim().min(1).max(20).optional(),
  complement: z.string().trim().max(100).optional(),
  neighborhood: z.string().trim().min(1).max(100).optional(),
  city: z.string().trim().min(1).max(100).optional(),
  state: z.string().trim().min(2).max(2).optional(),
});
export type CustomerInput = z.output<typeof customerSchema>;

/**
 * What starts a payment. A card travels only as the provider's token (our servers never see its
 * number): without one the answer's checkout_url opens the provider's page. `payment_method` is
 * the spec's 12 (§9) or `card` / `boleto`. `callback_path` is where checkout returns (a path of
 * ours, §2 "Checkout redirects append a callback address made from the current page path").
 */
export const paymentInputSchema = z.strictObject({
  payment_method: z.union([z.literal(12), z.enum(['card', 'boleto'])]).optional(),
  customer: customerSchema.optional(),
  card: z.strictObject({ token: z.string().trim().min(1).max(200) }).optional(),
  callback_path: z
    .string()
    .regex(/^\/(?!\/)[A-Za-z0-9/_\-?=&.%]*$/)
    .max(300)
    .optional(),
});
export type PaymentInput = z.output<typeof paymentInputSchema>;

export const subscribeBodySchema = paymentInputSchema.extend({ plan: z.string().trim().min(1).max(64) });
export const changePlanBodySchema = paymentInputSchema.extend({ plan: z.string().trim().min(1).max(64) });

export const subscriptionListSchema = z
  .object({ data: z.array(subscriptionResponseSchema) })
  .meta({ id: 'SubscriptionList' });

/** §3 "Credit card" with §4's expiry warning: `expiring_soon` at 0-1 months, `expired` past it. */
export const creditCardSchema = z
  .object({
    cardBrand: z.string(),
    cardLast4Digits: z.string(),
    cardExpiration: z.object({ month: z.number().int(), year: z.number().int() }),
    expiry: z.enum(['valid', 'expiring_soon', 'expired']),
  })
  .meta({ id: 'CreditCard' });
export type CreditCardAnswer = z.output<typeof creditCardSchema>;

/** The change-card action: the new card as the provider's token (its number never reaches us). */
export const replaceCardSchema = z.strictObject({
  card: z.strictObject({ token: z.string().trim().min(1).max(200) }),
});

export const invoiceListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
