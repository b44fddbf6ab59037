import { retryDelay } from './retry-delay.util.js';

const DEFAULT_SCHEDULE = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000,
];

describe('retryDelay', () => {
  it('follows the schedule, varied by at most 20% either way', () => {
    expect(retryDelay(DEFAULT_SCHEDULE, 1, () => 0)).toBe(4_000);
    expect(retryDelay(DEFAULT_SCHEDULE, 1, () => 1)).toBe(6_000);
    expect(retryDelay(DEFAULT_SCHEDULE, 2, () => 0.5)).toBe(300_000);
  });

  it('gives up once the schedule is spent', () => {
    expect(retryDelay(DEFAULT_SCHEDULE, DEFAULT_SCHEDULE.length + 1)).toBeUndefined();
  });

  it('keeps retrying for more than a day even when every pause is drawn at its shortest', () => {
    const total = DEFAULT_SCHEDULE.reduce(
      (sum, _, index) => sum + retryDelay(DEFAULT_SCHEDULE, index + 1, () => 0)!,
      0,
    );
    expect(total).toBeGreaterThan(24 * 3600 * 1000);
  });
});
