import { api } from '../../../app/api.js';
import type { PlanIntervalName } from '../../../lib/subscription/subscription-types.js';

/** One entry of `GET /plans` (organization spec §7), as far as the plan page reads it. */
export interface PlanOffer {
  id: string;
  name: string;
  interval: number;
  interval_name: PlanIntervalName;
  is_free: boolean;
  /** Price in cents (organization spec §9). */
  value?: number | null;
  currency?: string;
}

/** Billing answers the price as `value_cents` (null for the custom plan): the cards read `value`. */
const withValue = (plan: PlanOffer & { value_cents?: number | null }): PlanOffer => ({
  ...plan,
  value: plan.value ?? plan.value_cents ?? null,
});

const unwrapList = (body: unknown): PlanOffer[] => {
  if (Array.isArray(body)) return (body as PlanOffer[]).map(withValue);
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  return Array.isArray(data) ? (data as PlanOffer[]).map(withValue) : [];
};

export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Organization spec §8: a failed plan list is treated as none (no alert).
    listPlans: build.query<PlanOffer[], void>({
      query: () => 'plans',
      transformResponse: unwrapList,
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useListPlansQuery } = plansApi;
