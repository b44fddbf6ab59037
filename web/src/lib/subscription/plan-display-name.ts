import type { TFunction } from 'i18next';

import type { Subscription } from './subscription-types.js';

const KNOWN_PLANS = ['free', 'basic', 'essential', 'advanced', 'corporate'] as const;
type KnownPlan = (typeof KNOWN_PLANS)[number];

const isKnownPlan = (id: string): id is KnownPlan => (KNOWN_PLANS as readonly string[]).includes(id);

/** The plan's name in the interface language (Básico, Essencial ...), else the name billing gave. */
export const planDisplayName = (
  t: TFunction,
  plan: Pick<Subscription['plan'], 'id' | 'name'> & Partial<Subscription['plan']>,
): string => (isKnownPlan(plan.id) ? t(`subscription.plans.${plan.id}`) : plan.name);
