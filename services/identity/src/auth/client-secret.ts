import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * OAuth client secrets are stored as argon2id hashes, never in plain text. These helpers are the
 * one place that decides how: developer apps hash the secret they show once, and the
 * authorization server verifies presented secrets with `verifyClientSecret` (see README.md).
 */
export async function hashClientSecret(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

/** True when `plain` is the secret `hash` was made from; false for anything malformed. */
export async function verifyClientSecret(plain: string, hash: string): Promise<boolean> {
  if (!isClientSecretHash(hash) || !plain) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** Whether a stored `client_secret` is one of our hashes (developer apps) rather than a configured secret. */
export function isClientSecretHash(value: string | undefined): value is string {
  return typeof value === 'string' && value.startsWith('$argon2id$');
}

/** A new random client secret (256 bits, URL-safe) to show once and store hashed. */
export function generateClientSecret(): string {
  return randomBytes(32).toString('base64url');
}
