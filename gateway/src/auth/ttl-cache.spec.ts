import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  let now = 1_000;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('forgets an entry once its time is up', () => {
    const cache = new TtlCache<string, number>(10, clock);
    cache.set('a', 1, 100);
    now += 99;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<string, number>(2, clock);
    cache.set('a', 1, 1_000);
    cache.set('b', 2, 1_000);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 1_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('does not keep an entry with no time to live', () => {
    const cache = new TtlCache<string, number>(2, clock);
    cache.set('a', 1, 1_000);
    cache.set('a', 2, 0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops only the entries whose keys match', () => {
    const cache = new TtlCache<string, number>(10, clock);
    cache.set('u1/a', 1, 1_000);
    cache.set('u1/b', 2, 1_000);
    cache.set('u2/a', 3, 1_000);
    expect(cache.deleteWhere((key) => key.startsWith('u1/'))).toBe(2);
    expect(cache.get('u1/a')).toBeUndefined();
    expect(cache.get('u1/b')).toBeUndefined();
    expect(cache.get('u2/a')).toBe(3);
  });
});
