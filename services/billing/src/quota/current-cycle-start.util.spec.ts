import { currentCycleStart } from './current-cycle-start.util.js';

const at = (iso: string) => new Date(iso);

describe('currentCycleStart', () => {
  it('puts monthly cycles counted from the epoch on the first of the calendar month', () => {
    expect(currentCycleStart(at('1970-01-01T00:00:00Z'), 1, at('2026-11-22T04:52:00Z'))).toEqual(
      at('2026-11-01T00:00:00Z'),
    );
  });

  it('keeps the anchor day and time and steps back when this month has not reached it', () => {
    const anchor = at('2025-03-15T10:00:00Z');
    expect(currentCycleStart(anchor, 1, at('2026-11-15T10:00:00Z'))).toEqual(at('2026-11-15T10:00:00Z'));
    expect(currentCycleStart(anchor, 1, at('2026-11-15T09:59:59Z'))).toEqual(at('2026-10-15T10:00:00Z'));
  });

  it('counts yearly cycles from the subscription start', () => {
    const anchor = at('2024-06-10T00:00:00Z');
    expect(currentCycleStart(anchor, 12, at('2026-06-09T23:00:00Z'))).toEqual(at('2025-06-10T00:00:00Z'));
    expect(currentCycleStart(anchor, 12, at('2026-06-10T00:00:00Z'))).toEqual(at('2026-06-10T00:00:00Z'));
  });

  it('falls on the last day of a shorter month', () => {
    expect(currentCycleStart(at('2026-01-31T00:00:00Z'), 1, at('2026-02-28T12:00:00Z'))).toEqual(
      at('2026-02-28T00:00:00Z'),
    );
  });

  it('answers the anchor itself before the first cycle begins', () => {
    expect(currentCycleStart(at('2026-12-01T00:00:00Z'), 1, at('2026-11-22T00:00:00Z'))).toEqual(
      at('2026-12-01T00:00:00Z'),
    );
  });
});
