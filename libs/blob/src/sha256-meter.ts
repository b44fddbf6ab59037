import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BlobErrorCode, blobError } from './blob.errors.js';

export interface Sha256MeterLimits {
  /** The body must have exactly this many bytes. */
  expectedSize?: number;
  /** The body must not exceed this many bytes. */
  maxBytes?: number;
}

/**
 * A pass-through that hashes and counts the bytes flowing to storage, and fails the stream as soon
 * as the body breaks its declared size, so a wrong body never becomes a stored blob.
 */
export class Sha256Meter extends Transform {
  bytes = 0;
  private readonly hash: Hash = createHash('sha256');
  private digest?: string;

  constructor(private readonly limits: Sha256MeterLimits = {}) {
    super();
  }

  /** Hex digest; available once the stream has finished. */
  get sha256(): string {
    if (this.digest === undefined) throw new Error('Sha256Meter: the stream has not finished');
    return this.digest;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    const { expectedSize, maxBytes } = this.limits;
    if (maxBytes !== undefined && this.bytes > maxBytes) {
      callback(blobError(BlobErrorCode.TooLarge, `The body exceeds ${maxBytes} bytes.`));
      return;
    }
    if (expectedSize !== undefined && this.bytes > expectedSize) {
      callback(this.mismatch());
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.limits.expectedSize !== undefined && this.bytes !== this.limits.expectedSize) {
      callback(this.mismatch());
      return;
    }
    this.digest = this.hash.digest('hex');
    callback();
  }

  private mismatch() {
    return blobError(
      BlobErrorCode.SizeMismatch,
      `The body does not have the declared ${this.limits.expectedSize} bytes.`,
      {
        size: ['does not match the body'],
      },
    );
  }
}
