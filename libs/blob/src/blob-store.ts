import type { Readable } from 'node:stream';

export interface PutBlobOptions {
  /** Byte length when known; a body of another length is rejected (`blob.size_mismatch`). */
  size?: number;
  /** Stored with the blob; `application/octet-stream` when absent. */
  contentType?: string;
}

export interface PutBlobResult {
  key: string;
  size: number;
  /** Hex SHA-256 of the stored bytes, computed while streaming. */
  sha256: string;
}

/** Byte range, both ends inclusive (as in HTTP `Range`); `end` past the last byte is clamped. */
export interface BlobRange {
  start?: number;
  end?: number;
}

export interface BlobStat {
  size: number;
  contentType?: string;
  /** Absent for objects written without this library (e.g. through a presigned PUT on S3). */
  sha256?: string;
  updatedAt: Date;
}

export interface BlobListEntry {
  key: string;
  size: number;
}

export interface PresignOptions {
  /** 1 second to 7 days (the S3 limit). */
  expiresInSeconds: number;
}

/**
 * The one way services read and write documents. Bodies stream in both directions; a blob becomes
 * visible only once it is completely written.
 */
export interface BlobStore {
  put(key: string, body: Readable | Buffer, options?: PutBlobOptions): Promise<PutBlobResult>;
  /** Rejects with `blob.not_found` before any byte is streamed when the key is absent. */
  get(key: string, range?: BlobRange): Promise<Readable>;
  stat(key: string): Promise<BlobStat>;
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting an absent key succeeds. */
  delete(key: string): Promise<void>;
  /** Keys starting with `prefix` (a plain string prefix, not a folder), in no promised order. */
  list(prefix: string): AsyncIterable<BlobListEntry>;
  presignedGetUrl(key: string, options: PresignOptions): Promise<string>;
  presignedPutUrl(key: string, options: PresignOptions): Promise<string>;
}

export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
