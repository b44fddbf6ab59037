import type { EntityManager } from 'typeorm';
import {
  consumedInCycle,
  FREE_PLAN_ID,
  organizationPlan,
  type OrganizationPlan,
} from '../quota/organization-plan.js';
import { subscriptionStore, type SubscriptionRecord } from './subscription.store.js';

/** The plan a subscription names (the free plan without one), as the catalogue lists it. */
export interface ChosenPlan {
  id: string;
  product: string;
  name: string;
  cycle_months: number;
  value_cents: number | null;
  features: string[];
}

/** Where an organization stands at a moment (subscriptionNow). */
export interface SubscriptionNow {
  /** None before the organization first signs a plan. */
  subscription: SubscriptionRecord | undefined;
  chosen: ChosenPlan;
  /** The plan it lives with (the free plan's limits while not recurring) and its current cycle. */
  effective: OrganizationPlan;
  /** Envelopes consumed in that cycle. */
  consumed: number;
}

/** Where the organization stands at `now`: its subscription, the plan it chose, and the one it lives with. */
export async function subscriptionNow(
  manager: EntityManager,
  organizationId: string,
  now: Date,
): Promise<SubscriptionNow> {
  const subscription = await subscriptionStore.find(manager, organizationId);
  const effective = await organizationPlan(manager, organizationId, now);
  const consumed = await consumedInCycle(manager, organizationId, effective.cycleStartedAt);
  const [chosen] = (await manager.query(
    'SELECT id, product, name, cycle_months, value_cents, features FROM plans WHERE id = $1',
    [subscription?.planId ?? FREE_PLAN_ID],
  )) as ChosenPlan[];
  return { subscription, chosen: chosen!, effective, consumed };
}
