import { mayUpgrade } from '../../../../lib/subscription/may-upgrade.js';
import type { Subscription } from '../../../../lib/subscription/subscription-types.js';

/** What the current plan card may offer (organization spec §4, "Actions by state"). */
export interface PlanActions {
  upgrade: boolean;
  cancel: boolean;
  reactivate: boolean;
  /** Pay what is awaiting payment (an uninitialized subscription). */
  pay: boolean;
  /** The registered-card card shows unless the subscription was cancelled. */
  showCard: boolean;
  /** Choosing another plan changes a paid recurring one in place (PUT change-plan). */
  changesInPlace: boolean;
}

/** §4 "Free means value_cents is 0" (billing also answers is_free). */
const isFree = (plan: Subscription['plan']): boolean => plan.is_free || plan.value_cents === 0;

export const planActions = (subscription: Subscription): PlanActions => {
  const free = isFree(subscription.plan);
  const cancelled = subscription.state === 'cancelled';
  return {
    upgrade: mayUpgrade(subscription),
    cancel: !cancelled && !free,
    reactivate: cancelled && !free,
    pay: subscription.state === 'uninitialized',
    showCard: !cancelled,
    changesInPlace: subscription.state === 'recurring' && !free && subscription.id !== null,
  };
};

/** §4: a plan is 'active' if it is the current plan id and the state is not cancelled. */
export const isActivePlan = (subscription: Subscription | undefined, planId: string): boolean =>
  !!subscription && subscription.plan.id === planId && subscription.state !== 'cancelled';
