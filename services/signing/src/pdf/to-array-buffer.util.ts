/**
 * A fresh ArrayBuffer holding exactly `bytes`. A Node Buffer's `.buffer` may be a shared pool far
 * larger than the Buffer (and `Buffer#slice` does not copy), so asn1js must never be handed it.
 */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}
