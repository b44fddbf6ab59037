import { describe, expect, it } from 'vitest';

import { aPlan, PLAN_CATALOGUE } from '../testing/plan-fixtures.js';
import { discountOf, monthlyCents, plansOfInterval } from './plan-offer.js';
import { planFigures } from './plan-figures.js';

describe('plan offer', () => {
  it('shows each paid product of the chosen period, then the custom plan, never the free one', () => {
    expect(plansOfInterval(PLAN_CATALOGUE, 3).map((plan) => plan.id)).toEqual([
      'basic-quarterly',
      'essential-quarterly',
      'advanced-quarterly',
      'corporate',
    ]);
  });

  it('gives each period the largest discount of its plans', () => {
    expect([1, 3, 6, 12].map((months) => discountOf(PLAN_CATALOGUE, months as 1 | 3 | 6 | 12))).toEqual([
      0, 10, 15, 25,
    ]);
  });

  it('prices a month of the period as its value divided by its months', () => {
    expect(monthlyCents(aPlan('basic', 12))).toBe(2993);
    expect(monthlyCents(PLAN_CATALOGUE.find((plan) => plan.is_custom)!)).toBeNull();
  });

  it('reads limits and features from the plan, with null as custom and absent as not offered', () => {
    expect(planFigures(aPlan('basic', 12))).toEqual({
      users: { kind: 'count', count: 5 },
      storage: { kind: 'count', count: 500 },
      sendings: { kind: 'count', count: 180 },
      teams: { kind: 'none' },
      whatsapp: false,
      api: false,
    });
    expect(planFigures(PLAN_CATALOGUE.find((plan) => plan.id === 'corporate')!)).toMatchObject({
      users: { kind: 'custom' },
      teams: { kind: 'custom' },
      whatsapp: true,
      api: true,
    });
  });
});
