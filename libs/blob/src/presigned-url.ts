import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertBlobKey } from './blob-key.js';
import { BlobErrorCode, blobError } from './blob.errors.js';

/** A presigned URL grants one method: a GET URL cannot be used to overwrite the blob. */
export type PresignedMethod = 'GET' | 'PUT';

export const DEFAULT_MOUNT_PATH = '/blobs';

export interface SignPresignedUrlInput {
  /** Where the blob HTTP handler is reachable from the URL's user (`http://localhost:3004`). */
  baseUrl: string;
  key: string;
  method: PresignedMethod;
  expiresInSeconds: number;
  secret: string;
  mountPath?: string;
  now?: number;
}

export interface VerifyPresignedUrlInput {
  /** Absolute URL or the request target (`/blobs/a/b?expires=...&signature=...`). */
  url: string;
  /** The request's method; HEAD is verified as GET. */
  method: string;
  secret: string;
  mountPath?: string;
  now?: number;
}

function signature(secret: string, method: PresignedMethod, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${method}\n${key}\n${expires}`).digest('base64url');
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function signPresignedUrl(input: SignPresignedUrlInput): string {
  const { key, method, secret } = input;
  const expires = Math.floor((input.now ?? Date.now()) / 1000) + input.expiresInSeconds;
  const base = input.baseUrl.replace(/\/+$/, '');
  const mount = (input.mountPath ?? DEFAULT_MOUNT_PATH).replace(/\/+$/, '');
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(secret, method, key, expires),
  });
  return `${base}${mount}/${encodeKey(key)}?${query}`;
}

/**
 * Checks a URL made by `signPresignedUrl` for `method` and returns the blob key it grants.
 * Throws 403 `blob.url_invalid` / `blob.url_expired`; the key is validated again after the
 * signature (a valid signature over a bad key is still a bad key).
 */
export function verifyPresignedUrl(input: VerifyPresignedUrlInput): string {
  const url = new URL(input.url, 'http://localhost');
  const mount = (input.mountPath ?? DEFAULT_MOUNT_PATH).replace(/\/+$/, '') + '/';
  const invalid = () => blobError(BlobErrorCode.UrlInvalid, 'The link is invalid.');
  if (!url.pathname.startsWith(mount)) throw invalid();
  const upper = input.method.toUpperCase();
  const method: PresignedMethod | undefined =
    upper === 'GET' || upper === 'HEAD' ? 'GET' : upper === 'PUT' ? 'PUT' : undefined;
  const expires = Number(url.searchParams.get('expires'));
  const given = url.searchParams.get('signature');
  if (!method || !given || !Number.isSafeInteger(expires)) throw invalid();
  let key: string;
  try {
    key = url.pathname.slice(mount.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    throw invalid();
  }
  const expected = Buffer.from(signature(input.secret, method, key, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw invalid();
  if (Math.floor((input.now ?? Date.now()) / 1000) > expires) {
    throw blobError(BlobErrorCode.UrlExpired, 'The link has expired.');
  }
  assertBlobKey(key);
  return key;
}
