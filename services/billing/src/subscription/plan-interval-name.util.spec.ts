import { planIntervalName } from './plan-interval-name.util.js';

describe('planIntervalName', () => {
  it('names the four intervals of the spec: month, quarter, semester and year', () => {
    expect([1, 3, 6, 12].map(planIntervalName)).toEqual(['month', 'quarter', 'semester', 'year']);
  });

  it('names an unlisted length after the longest interval it covers', () => {
    expect([2, 4, 9, 24].map(planIntervalName)).toEqual(['month', 'quarter', 'semester', 'year']);
  });
});
