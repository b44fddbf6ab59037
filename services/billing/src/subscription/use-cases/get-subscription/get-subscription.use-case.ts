import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { planIntervalName } from '../../plan-interval-name.util.js';
import type { SubscriptionResponse } from '../../subscription.schemas.js';
import { subscriptionStore } from '../../subscription.store.js';
import { subscriptionNow } from '../../subscription-now.js';

/**
 * The organization's subscription (§3): the plan it chose with the subscription's state, and what
 * is left of the envelope quota it lives with now (the free plan's while awaiting payment or after
 * a cancellation, once the cancelled cycle's credits expired).
 */
export async function describeSubscription(
  manager: EntityManager,
  organizationId: string,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const {
    subscription,
    chosen: plan,
    effective,
    consumed,
  } = await subscriptionNow(manager, organizationId, now);
  const available = effective.plan.envelopesPerCycle;
  const open = subscription ? await subscriptionStore.openInvoice(manager, organizationId) : undefined;
  const state = subscription?.state ?? 'recurring';
  const nextRecurrence =
    state === 'recurring'
      ? effective.cycleEndsAt
      : state === 'cancelled'
        ? (subscription?.creditsExpireAt ?? subscription?.cancelledAt ?? null)
        : null;
  return {
    // One subscription per organization: its key is the organization's id.
    id: subscription ? organizationId : null,
    state,
    next_recurrence_at: nextRecurrence?.toISOString() ?? null,
    payment_method: subscription?.paymentMethod ?? null,
    properties: {
      card_banner: subscription?.card?.brand ?? null,
      card_last_four_digits: subscription?.card?.last4 ?? null,
    },
    has_pending_invoice: open !== undefined,
    plan: {
      id: plan.id,
      product: plan.product,
      name: plan.name,
      value_cents: plan.value_cents,
      interval: plan.cycle_months,
      interval_name: planIntervalName(plan.cycle_months),
      is_free: plan.value_cents === 0,
      features: effective.plan.features.map((feature) => ({ feature })),
    },
    // What the organization may use now (the free plan's while not recurring).
    features: effective.plan.features,
    quota: {
      envelopes: {
        available,
        consumed,
        // A plan changed mid-cycle to a smaller one may leave more consumed than available; a
        // custom plan's quota (-1) has no limit, and so no remainder (-1 too).
        remaining: available < 0 ? -1 : Math.max(0, available - consumed),
        cycle_started_at: effective.cycleStartedAt.toISOString(),
        cycle_ends_at: effective.cycleEndsAt.toISOString(),
      },
    },
  };
}

/** `GET /subscription`. */
@Injectable()
export class GetSubscriptionUseCase {
  constructor(private readonly dataSource: DataSource) {}

  execute(organizationId: string): Promise<SubscriptionResponse> {
    return describeSubscription(this.dataSource.manager, organizationId);
  }
}
