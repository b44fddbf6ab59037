import { createHash } from 'node:crypto';

/** SHA-256 of the bytes a /ByteRange covers. */
export function digestByteRange(
  pdf: Uint8Array,
  [start, firstLength, secondStart, secondLength]: number[],
): Buffer {
  return createHash('sha256')
    .update(pdf.subarray(start, start + firstLength))
    .update(pdf.subarray(secondStart, secondStart + secondLength))
    .digest();
}
