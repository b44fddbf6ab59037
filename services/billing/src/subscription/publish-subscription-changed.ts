import { appendOutboxEvent } from '@rubrica/service-kit';
import type { EntityManager } from 'typeorm';
import { SubscriptionState, timestampFromDate } from '@rubrica/proto';
import { consumedInCycle, organizationPlan } from '../quota/organization-plan.js';
import { subscriptionStore, type SubscriptionState as State } from './subscription.store.js';

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
  const subscription = await subscriptionStore.find(manager, organizationId);
  const { plan, cycleStartedAt, cycleEndsAt } = await organizationPlan(manager, organizationId, now);
  const consumed = await consumedInCycle(manager, organizationId, cycleStartedAt);
  const [named] = (await manager.query(
    'SELECT id, name, cycle_months, value_cents FROM plans WHERE id = $1',
    [subscription?.planId ?? plan.id],
  )) as Array<{ id: string; name: string; cycle_months: number; value_cents: number | null }>;
  await appendOutboxEvent(manager, CHANGED, {
    organizationId,
    occurredAt: timestampFromDate(now),
    subscriptionId: organizationId,
    planId: named!.id,
    planName: named!.name,
    state: STATES[subscription?.state ?? 'recurring'],
    intervalMonths: named!.cycle_months,
    isFree: named!.value_cents === 0,
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
