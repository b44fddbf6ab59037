import { describe, expect, it } from 'vitest';

import { aSubscription } from '../../../../testing/subscription-fixtures.js';
import { isActivePlan, planActions } from './plan-actions.js';

const paid = { id: 'essential', name: 'Essential', is_free: false, value_cents: 71910 };
const subscription = (state: 'uninitialized' | 'recurring' | 'cancelled', plan = paid) => ({
  ...aSubscription({ plan }),
  id: 'org-1',
  state,
});

describe('plan actions by state (organization spec §4)', () => {
  it.each([
    ['recurring', { upgrade: true, cancel: true, reactivate: false, pay: false, showCard: true }],
    ['uninitialized', { upgrade: true, cancel: true, reactivate: false, pay: true, showCard: true }],
    ['cancelled', { upgrade: false, cancel: false, reactivate: true, pay: false, showCard: false }],
  ] as const)('a paid plan %s offers %o', (state, expected) => {
    expect(planActions(subscription(state))).toMatchObject(expected);
  });

  it('never offers to cancel or reactivate the free plan, and always offers the upgrade', () => {
    const free = { id: 'free', name: 'Free', is_free: true, value_cents: 0 };
    for (const state of ['recurring', 'cancelled'] as const) {
      expect(planActions(subscription(state, free))).toMatchObject({
        upgrade: true,
        cancel: false,
        reactivate: false,
      });
    }
  });

  it('changes plan in place only for a recurring paid subscription', () => {
    expect(planActions(subscription('recurring')).changesInPlace).toBe(true);
    expect(planActions(subscription('uninitialized')).changesInPlace).toBe(false);
    expect(planActions(aSubscription()).changesInPlace).toBe(false);
  });

  it('calls a plan active only while it is current and not cancelled', () => {
    expect(isActivePlan(subscription('recurring'), 'essential')).toBe(true);
    expect(isActivePlan(subscription('cancelled'), 'essential')).toBe(false);
    expect(isActivePlan(subscription('recurring'), 'basic')).toBe(false);
  });
});
