import { appendOutboxEvent } from '@rubrica/service-kit';
import type { EntityManager } from 'typeorm';
import { SubscriptionState, timestampFromDate } from '@rubrica/proto';
import type { SubscriptionState as State } from './subscription.store.js';
import { subscriptionNow } from './subscription-now.js';

const CHANGED = 'rubrica.billing.subscription.changed';

const STATES: Record<State, SubscriptionState> = {
  uninitialized: SubscriptionState.UNINITIALIZED,
  recurring: SubscriptionState.RECURRING,
  cancelled: SubscriptionState.CANCELLED,
};

/**
 * Writes `rubrica.billing.subscription.changed` into the outbox, in the transaction of the change:
 * the subscription's state and the limits and features the organization lives with from now on
 * (identity's user cap, storage's quota, envelopes' credits, WhatsApp and API access). Those
 * services also ask `billing.plan_limits.v1` / `billing.may_send.v1` at the moment they decide, so
 * their answers follow the subscription without a cache to refresh.
 */
export async function publishSubscriptionChanged(
  manager: EntityManager,
  organizationId: string,
  now = new Date(),
): Promise<void> {
  const { subscription, chosen, effective, consumed } = await subscriptionNow(manager, organizationId, now);
  const { plan, cycleEndsAt } = effective;
  await appendOutboxEvent(manager, CHANGED, {
    organizationId,
    occurredAt: timestampFromDate(now),
    subscriptionId: organizationId,
    planId: chosen.id,
    planName: chosen.name,
    state: STATES[subscription?.state ?? 'recurring'],
    intervalMonths: chosen.cycle_months,
    isFree: chosen.value_cents === 0,
    nextRecurrenceAt: timestampFromDate(cycleEndsAt),
    features: plan.features,
    limits: [
      { limitation: 'users', quantity: BigInt(plan.usersLimit) },
      { limitation: 'storage_bytes', quantity: BigInt(plan.storageBytes) },
      { limitation: 'envelopes', quantity: BigInt(plan.envelopesPerCycle) },
    ],
    envelopesAvailable: plan.envelopesPerCycle,
    envelopesConsumed: consumed,
  });
}
