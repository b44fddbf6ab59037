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
  features: string[];
  cycle_started_at: Date | null;
}

/** The organization's plan and the start of its current envelope cycle. */
export async function organizationPlan(
  manager: EntityManager,
  organizationId: string,
  now = new Date(),
): Promise<OrganizationPlan> {
  const rows = (await manager.query(
    `SELECT p.id, p.name, p.envelopes_per_cycle, p.cycle_months, p.users_limit, p.storage_bytes, p.features,
            s.cycle_started_at
       FROM plans p
       LEFT JOIN subscriptions s ON s.plan_id = p.id AND s.organization_id = $1
      WHERE p.id = COALESCE((SELECT plan_id FROM subscriptions WHERE organization_id = $1), $2)`,
    [organizationId, FREE_PLAN_ID],
  )) as PlanQueryRow[];
  const row = rows[0];
  if (!row) throw new Error(`Plan of organization ${organizationId} is missing (is the free plan seeded?)`);
  const subscribed = row.cycle_started_at !== null;
  const cycle = currentCycle(row.cycle_started_at ?? CALENDAR_ANCHOR, row.cycle_months, now);
  return {
    plan: {
      id: row.id,
      name: row.name,
      envelopesPerCycle: row.envelopes_per_cycle,
      cycleMonths: row.cycle_months,
      usersLimit: row.users_limit,
      storageBytes: Number(row.storage_bytes),
      features: row.features,
    },
    subscribed,
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
