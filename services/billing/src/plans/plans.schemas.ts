import { z } from '@rubrica/config';

const intervalName = z.enum(['month', 'quarter', 'semester', 'year']);

/**
 * A subscription plan (organization and commercial areas §3: id, name, interval in months,
 * value_cents, description, resources, limits, features, is_custom), with the figures the plans
 * tab shows beside it: the undiscounted price of the interval, the discount, the product it is an
 * interval of. A null quantity is a custom limit (Corporate); storage is in MB (workspace §3).
 */
export const planSchema = z
  .object({
    id: z.string(),
    /** The product the plan is one interval of (`basic`, `essential`, `advanced`, `corporate`, `free`). */
    product: z.string(),
    name: z.string(),
    interval: z.number().int(),
    interval_name: intervalName,
    /** Price of the whole interval in BRL cents; null for the custom plan (no price, talk to us). */
    value_cents: z.number().int().nullable(),
    /** The monthly list price times the interval: struck through when above value_cents. */
    list_value_cents: z.number().int().nullable(),
    discount_percent: z.number().int(),
    currency: z.literal('BRL'),
    description: z.string(),
    is_custom: z.boolean(),
    /** Free means value_cents is 0 (§4). */
    is_free: z.boolean(),
    resources: z.array(z.object({ resource: z.string(), quantity: z.number().int().nullable() })),
    limits: z.array(z.object({ limitation: z.string(), quantity: z.number().int().nullable() })),
    features: z.array(z.object({ feature: z.string() })),
  })
  .meta({ id: 'SubscriptionPlan' });
export type PlanAnswer = z.output<typeof planSchema>;

/** What checkout asks for in this edition (§1, §6: the US version has no CPF and no card lookup). */
export const checkoutOptionsSchema = z
  .object({
    edition: z.enum(['br', 'us']),
    currency: z.literal('BRL'),
    /** The customer's CPF (or CNPJ) is asked before checkout. */
    document_required: z.boolean(),
    /** The card's brand is looked up from its first digits while it is typed. */
    card_lookup: z.boolean(),
    payment_methods: z.array(z.enum(['card', 'boleto'])),
    annual_discount_percent: z.number().int(),
  })
  .meta({ id: 'CheckoutOptions' });
export type CheckoutOptions = z.output<typeof checkoutOptionsSchema>;

export const planListResponseSchema = z
  .object({ data: z.array(planSchema), checkout: checkoutOptionsSchema })
  .meta({ id: 'PlanList' });
export type PlanListResponse = z.output<typeof planListResponseSchema>;

export const planListQuerySchema = z.object({
  /** Only the plans of this interval (1, 3, 6 or 12 months); the free and custom plans always come. */
  interval: z.enum(['1', '3', '6', '12']).transform(Number).optional(),
});

/** The checkout wizard's plans: every interval of the chosen plan's product, for one organization. */
export const productPlansResponseSchema = z
  .object({
    plan: planSchema,
    plans: z.array(planSchema),
    organization: z.object({ id: z.string(), current_plan_id: z.string() }),
    checkout: checkoutOptionsSchema,
  })
  .meta({ id: 'ProductPlans' });
export type ProductPlansResponse = z.output<typeof productPlansResponseSchema>;
