import type { PlanIntervalName } from './plan-interval-name.util.js';

/**
 * `GET /subscription`: the spec's subscription entity (organization and commercial areas §3: id,
 * plan, state, next_recurrence_at, quota.envelopes) with the few extra figures the web client
 * shows (remaining, the cycle's bounds, the interval's display-name key, is_free).
 */
export interface SubscriptionResponse {
  /** Null while the organization has no subscription of its own and uses the free plan. */
  id: string | null;
  /** §4 states; checkout (and with it `uninitialized` and `cancelled`) is not served yet. */
  state: 'recurring';
  /** When the current cycle ends and the envelope quota renews. */
  next_recurrence_at: string;
  plan: {
    id: string;
    name: string;
    /** Months per cycle (§3 "interval (months)"). */
    interval: number;
    interval_name: PlanIntervalName;
    is_free: boolean;
    features: Array<{ feature: string }>;
  };
  /** The plan's features by name, for quick checks (`features.includes('whatsapp')`). */
  features: string[];
  quota: {
    envelopes: {
      available: number;
      consumed: number;
      /** Remaining signatures = available minus consumed (envelopes and signing §9), never below 0. */
      remaining: number;
      cycle_started_at: string;
      cycle_ends_at: string;
    };
  };
}
