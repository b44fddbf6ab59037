/**
 * A small in-memory map whose entries expire and whose size is bounded: the least recently used
 * entry goes first when it is full. Each gateway replica keeps its own; nothing here is shared.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Re-inserting moves the key to the young end of the Map's insertion order.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, ttlMs: number): void {
    this.entries.delete(key);
    if (ttlMs <= 0 || this.maxEntries <= 0) return;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key (or value) matches, expired or not; returns how many went. */
  deleteWhere(matches: (key: K, value: V) => boolean): number {
    let deleted = 0;
    for (const [key, entry] of [...this.entries]) {
      if (matches(key, entry.value) && this.entries.delete(key)) deleted += 1;
    }
    return deleted;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
