import type { Subscription } from './subscription-types.js';

/** Organization spec §4: upgrade is offered unless the plan was cancelled, and always on the free plan. */
export const mayUpgrade = (subscription: Pick<Subscription, 'state' | 'plan'>): boolean =>
  subscription.state !== 'cancelled' || subscription.plan.is_free;
