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
    /** §4 states; checkout (and with it `uninitialized` and `cancelled`) is not served yet. */
    state: z.literal('recurring'),
    /** When the current cycle ends and the envelope quota renews. */
    next_recurrence_at: z.string(),
    plan: z.object({
      id: z.string(),
      name: z.string(),
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
        /** Remaining signatures = available minus consumed (envelopes and signing §9), never below 0. */
        remaining: z.number().int(),
        cycle_started_at: z.string(),
        cycle_ends_at: z.string(),
      }),
    }),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;
