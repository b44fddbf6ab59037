import { describe, expect, it } from 'vitest';

import { isDeadlineValid, tomorrowText } from './deadline.js';

const NOW = new Date(2026, 2, 10, 15, 30);

describe('signature deadline (spec §5)', () => {
  it('is tomorrow at the earliest', () => {
    expect(tomorrowText(NOW)).toBe('2026-03-11');
    expect(isDeadlineValid('2026-03-10', NOW)).toBe(false);
    expect(isDeadlineValid('2026-03-09', NOW)).toBe(false);
    expect(isDeadlineValid('2026-03-11', NOW)).toBe(true);
  });
  it('may be absent', () => {
    expect(isDeadlineValid('', NOW)).toBe(true);
  });
});
