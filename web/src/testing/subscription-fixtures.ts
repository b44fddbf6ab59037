import type { Subscription } from '../lib/subscription/subscription-types.js';

/** `GET /subscription` of an organization on the free plan with 3 of its 5 envelopes left. */
export const aSubscription = (
  overrides: { plan?: Partial<Subscription['plan']>; available?: number; consumed?: number } = {},
): Subscription => {
  const available = overrides.available ?? 5;
  const consumed = overrides.consumed ?? 2;
  return {
    id: null,
    state: 'recurring',
    next_recurrence_at: '2026-12-01T00:00:00.000Z',
    payment_method: null,
    properties: { card_banner: null, card_last_four_digits: null },
    has_pending_invoice: false,
    plan: {
      id: 'free',
      product: 'free',
      name: 'Free',
      value_cents: 0,
      interval: 1,
      interval_name: 'month',
      is_free: true,
      features: [],
      ...overrides.plan,
    },
    features: [],
    quota: {
      envelopes: {
        available,
        consumed,
        remaining: Math.max(0, available - consumed),
        cycle_started_at: '2026-11-01T00:00:00.000Z',
        cycle_ends_at: '2026-12-01T00:00:00.000Z',
      },
    },
  };
};
