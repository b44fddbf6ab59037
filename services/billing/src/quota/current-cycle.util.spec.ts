import { currentCycle } from './current-cycle.util.js';

const at = (iso: string) => new Date(iso);

describe('currentCycle', () => {
  it('ends a calendar-month cycle on the first of the next month', () => {
    expect(currentCycle(at('1970-01-01T00:00:00Z'), 1, at('2026-12-31T23:59:59Z'))).toEqual({
      startedAt: at('2026-12-01T00:00:00Z'),
      endsAt: at('2027-01-01T00:00:00Z'),
    });
  });

  it('steps the end from the anchor, so a cycle anchored on the 31st ends on the 31st again', () => {
    expect(currentCycle(at('2026-01-31T00:00:00Z'), 1, at('2026-03-01T00:00:00Z'))).toEqual({
      startedAt: at('2026-02-28T00:00:00Z'),
      endsAt: at('2026-03-31T00:00:00Z'),
    });
  });

  it('renews a yearly cycle a year after its start', () => {
    expect(currentCycle(at('2024-06-10T00:00:00Z'), 12, at('2026-06-09T23:00:00Z'))).toEqual({
      startedAt: at('2025-06-10T00:00:00Z'),
      endsAt: at('2026-06-10T00:00:00Z'),
    });
  });
});
