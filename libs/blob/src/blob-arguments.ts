import { MAX_PRESIGN_SECONDS, type BlobRange } from './blob-store.js';
import { BlobErrorCode, blobError } from './blob.errors.js';

/** A range asked for by a caller (often straight from an HTTP `Range` header): bad ones are a 422. */
export function assertBlobRange(range: BlobRange): void {
  const { start, end } = range;
  const bad = (value: number | undefined) =>
    value !== undefined && (!Number.isSafeInteger(value) || value < 0);
  if (bad(start) || bad(end) || (end !== undefined && end < (start ?? 0))) {
    throw blobError(BlobErrorCode.InvalidRange, 'Invalid byte range.', {
      range: ['start and end must be non-negative integers with start <= end'],
    });
  }
}

/** Expiry and declared sizes come from code, not users: a wrong one is a programming error. */
export function assertExpiry(expiresInSeconds: number): void {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_PRESIGN_SECONDS) {
    throw new RangeError(`expiresInSeconds must be an integer from 1 to ${MAX_PRESIGN_SECONDS}`);
  }
}

export function assertSize(size: number | undefined): void {
  if (size !== undefined && (!Number.isSafeInteger(size) || size < 0)) {
    throw new RangeError('size must be a non-negative integer');
  }
}
