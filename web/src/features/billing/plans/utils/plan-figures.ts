import type { SubscriptionPlan } from '../../../../api/rubrica-api.js';

/** A limit as the plan states it: a number, custom (agreed with a consultant), or not offered. */
export type Quantity = { kind: 'count'; count: number } | { kind: 'custom' } | { kind: 'none' };

/** What the cards and the comparison table show of a plan (organization spec §9), read from its data. */
export interface PlanFigures {
  users: Quantity;
  /** In MB, as billing states it. */
  storage: Quantity;
  /** Sendings of the whole interval. */
  sendings: Quantity;
  teams: Quantity;
  whatsapp: boolean;
  api: boolean;
}

export const FIGURE_ROWS = ['users', 'storage', 'sendings', 'whatsapp', 'api', 'teams'] as const;
export type FigureRow = (typeof FIGURE_ROWS)[number];

// A null quantity is a custom limit (billing: "a negative limit is custom").
const quantityOf = (entry: { quantity: number | null } | undefined): Quantity =>
  !entry
    ? { kind: 'none' }
    : entry.quantity === null
      ? { kind: 'custom' }
      : { kind: 'count', count: entry.quantity };

export const planFigures = (plan: SubscriptionPlan): PlanFigures => {
  const limit = (name: string) => quantityOf(plan.limits.find((entry) => entry.limitation === name));
  const has = (feature: string) => plan.features.some((entry) => entry.feature === feature);
  return {
    users: limit('users'),
    storage: limit('storage'),
    sendings: quantityOf(plan.resources.find((entry) => entry.resource === 'sendings')),
    teams: limit('team_members'),
    whatsapp: has('whatsapp'),
    api: has('api'),
  };
};
