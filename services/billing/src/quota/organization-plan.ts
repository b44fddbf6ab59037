import type { EntityManager } from 'typeorm';
import { currentCycle } from './current-cycle.util.js';

/** An organization without a subscription is on this plan. */
export const FREE_PLAN_ID = 'free';
/** The free plan's monthly cycles follow the calendar (UTC). */
const CALENDAR_ANCHOR = new Date(Date.UTC(1970, 0, 1));

export interface PlanRow {
  id: string;
  name: string;
  envelopesPerCycle: number;
  cycleMonths: number;
  usersLimit: number;
  storageBytes: number;
  /** People one team may hold (Advanced: 15); -1 without a cap, null when the plan sets none. */
  teamMembersLimit: number | null;
  /** What the plan includes beyond its limits (`whatsapp`, `api`). */
  features: string[];
}

export interface OrganizationPlan {
  plan: PlanRow;
  /** False when the organization has no subscription and falls back to the free plan. */
  subscribed: boolean;
  cycleStartedAt: Date;
  /** Start of the next cycle: when the envelope quota renews. */
  cycleEndsAt: Date;
}

interface PlanQueryRow {
  id: string;
  name: string;
  envelopes_per_cycle: number;
  cycle_months: number;
  users_limit: number;
  storage_bytes: string;
  team_members_limit: number | null;
  features: string[];
}

interface SubscriptionQueryRow {
  plan_id: string;
  state: 'uninitialized' | 'recurring' | 'cancelled';
  cycle_started_at: Date;
  credits_expire_at: Date | null;
}

const PLAN_COLUMNS =
  'id, name, envelopes_per_cycle, cycle_months, users_limit, storage_bytes, team_members_limit, features';

const toPlan = (row: PlanQueryRow): PlanRow => ({
  id: row.id,
  name: row.name,
  envelopesPerCycle: row.envelopes_per_cycle,
  cycleMonths: row.cycle_months,
  usersLimit: row.users_limit,
  storageBytes: Number(row.storage_bytes),
  teamMembersLimit: row.team_members_limit,
  features: row.features,
});

/**
 * The plan the organization lives on now and the start of its current envelope cycle
 * (organization and commercial areas §4): a `recurring` subscription's plan; after a
 * cancellation the free plan's limits, with the paid cycle's remaining credits until that cycle
 * ends ("Remaining credits stay usable until expiry"); otherwise (no subscription, or one awaiting
 * its first payment) the free plan on calendar months.
 */
export async function organizationPlan(
  manager: EntityManager,
  organizationId: string,
  now = new Date(),
): Promise<OrganizationPlan> {
  const [subscription] = (await manager.query(
    'SELECT plan_id, state, cycle_started_at, credits_expire_at FROM subscriptions WHERE organization_id = $1',
    [organizationId],
  )) as SubscriptionQueryRow[];
  const plans = (await manager.query(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = ANY($1)`, [
    [FREE_PLAN_ID, subscription?.plan_id ?? FREE_PLAN_ID],
  ])) as PlanQueryRow[];
  const free = plans.find((row) => row.id === FREE_PLAN_ID);
  if (!free) throw new Error('The free plan is missing (is the plan catalogue seeded?)');
  const paid = plans.find((row) => row.id === subscription?.plan_id);

  if (subscription && paid && subscription.state === 'recurring') {
    const cycle = currentCycle(subscription.cycle_started_at, paid.cycle_months, now);
    return {
      plan: toPlan(paid),
      subscribed: true,
      cycleStartedAt: cycle.startedAt,
      cycleEndsAt: cycle.endsAt,
    };
  }
  if (
    subscription &&
    paid &&
    subscription.state === 'cancelled' &&
    subscription.credits_expire_at !== null &&
    subscription.credits_expire_at > now
  ) {
    const cycle = currentCycle(subscription.cycle_started_at, paid.cycle_months, now);
    return {
      plan: { ...toPlan(free), envelopesPerCycle: paid.envelopes_per_cycle, cycleMonths: paid.cycle_months },
      subscribed: true,
      cycleStartedAt: cycle.startedAt,
      cycleEndsAt: subscription.credits_expire_at,
    };
  }
  const cycle = currentCycle(CALENDAR_ANCHOR, free.cycle_months, now);
  return {
    plan: toPlan(free),
    subscribed: false,
    cycleStartedAt: cycle.startedAt,
    cycleEndsAt: cycle.endsAt,
  };
}

/** Envelope credits the organization consumed in the cycle starting at `cycleStartedAt`. */
export async function consumedInCycle(
  manager: EntityManager,
  organizationId: string,
  cycleStartedAt: Date,
): Promise<number> {
  const [row] = (await manager.query(
    `SELECT count(*)::int AS consumed FROM envelope_credit_consumptions
      WHERE organization_id = $1 AND cycle_started_at = $2`,
    [organizationId, cycleStartedAt],
  )) as Array<{ consumed: number }>;
  return row?.consumed ?? 0;
}
