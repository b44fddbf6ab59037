import { uniqueName } from './unique-name.js';

describe('uniqueName', () => {
  it('never repeats', () => {
    const names = new Set(Array.from({ length: 1000 }, () => uniqueName('orders')));
    expect(names.size).toBe(1000);
  });

  it('is safe as a database, stream or subject token', () => {
    expect(uniqueName('Envelope Events.v1')).toMatch(/^envelope_events_v1_[a-z0-9]+_[0-9a-f]{8}$/);
  });

  it('fits PostgreSQL identifiers (63 bytes) even for long prefixes', () => {
    expect(uniqueName('x'.repeat(80)).length).toBeLessThanOrEqual(63);
  });
});
