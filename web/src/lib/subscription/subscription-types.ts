/** Display-name keys of the plan intervals of 1, 3, 6 and 12 months (organization spec §9). */
export type PlanIntervalName = 'month' | 'quarter' | 'semester' | 'year';

/** `GET /subscription` (organization spec §3 "Subscription"), as billing answers it. */
export interface Subscription {
  id: string | null;
  state: 'uninitialized' | 'recurring' | 'cancelled';
  next_recurrence_at: string | null;
  plan: {
    id: string;
    name: string;
    interval: number;
    interval_name: PlanIntervalName;
    is_free: boolean;
    features: Array<{ feature: string }>;
  };
  features: string[];
  quota: {
    envelopes: {
      available: number;
      consumed: number;
      remaining: number;
      cycle_started_at: string;
      cycle_ends_at: string;
    };
  };
}
