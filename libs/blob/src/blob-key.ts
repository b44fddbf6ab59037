import { BlobErrorCode, blobError } from './blob.errors.js';

const MAX_KEY_BYTES = 1024;
// Control characters and backslashes: a key must mean the same path on every driver and OS.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function keyProblem(key: unknown): string | undefined {
  if (typeof key !== 'string' || key.length === 0) return 'must be a non-empty string';
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return `must be at most ${MAX_KEY_BYTES} bytes`;
  if (FORBIDDEN_CHARACTERS.test(key)) return 'must not contain control characters or backslashes';
  if (key.startsWith('/')) return 'must be relative (no leading "/")';
  for (const segment of key.split('/')) {
    if (segment === '') return 'must not contain empty segments';
    if (segment === '.' || segment === '..') return 'must not contain "." or ".." segments';
    // Dot-prefixed names are where the drivers keep their own staging objects.
    if (segment.startsWith('.')) return 'segments must not start with "."';
  }
  return undefined;
}

/** Throws a 422 `blob.invalid_key` unless `key` is a safe, driver-neutral object key. */
export function assertBlobKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw blobError(BlobErrorCode.InvalidKey, `Invalid blob key: ${problem}.`, { key: [problem] });
}

/** A listing prefix: empty, a key, or a key followed by "/". */
export function assertBlobPrefix(prefix: string): void {
  if (prefix === '') return;
  const problem = keyProblem(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  if (problem)
    throw blobError(BlobErrorCode.InvalidKey, `Invalid blob prefix: ${problem}.`, { prefix: [problem] });
}
