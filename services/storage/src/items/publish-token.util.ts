import { randomBytes } from 'node:crypto';

/** A public folder's address: 192 random bits, URL-safe (the link is the only credential). */
export function newPublishToken(): string {
  return randomBytes(24).toString('base64url');
}
