/**
 * A small least-recently-used cache for pure results a warm worker meets again and again: the same
 * signer's certificate, the same signature image on every document, the same validation QR code.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K, compute: () => V): V {
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}

/** A cache key for bytes: their base64 (certificates) or, for larger inputs, their SHA-256 plus length. */
export function bytesKey(bytes: Uint8Array, hash?: (bytes: Uint8Array) => string): string {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return hash && bytes.length > 4096 ? `${bytes.length}:${hash(bytes)}` : view.toString('base64');
}
