import type { SubscriptionPlan } from '../../../../api/rubrica-api.js';

/** The billing periods the plans tab offers, in months (organization spec §9). */
export const PLAN_INTERVALS = [1, 3, 6, 12] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** §2: "Annual is shown by default". */
export const DEFAULT_INTERVAL: PlanInterval = 12;

export const isPlanInterval = (value: number): value is PlanInterval =>
  (PLAN_INTERVALS as readonly number[]).includes(value);

/** The cards of one billing period: each paid product at that interval, then the custom plan. */
export const plansOfInterval = (
  plans: readonly SubscriptionPlan[],
  interval: PlanInterval,
): SubscriptionPlan[] =>
  plans.filter((plan) => plan.is_custom || (!plan.is_free && plan.interval === interval));

/** The largest discount a period gives, for its selector ("-25%"). */
export const discountOf = (plans: readonly SubscriptionPlan[], interval: PlanInterval): number =>
  Math.max(
    0,
    ...plans
      .filter((plan) => plan.interval === interval && !plan.is_custom)
      .map((plan) => plan.discount_percent),
  );

/** §9: "The annual monthly price equals value divided by 12": the price of a month of the period. */
export const monthlyCents = (plan: SubscriptionPlan): number | null =>
  plan.value_cents === null ? null : Math.round(plan.value_cents / plan.interval);
