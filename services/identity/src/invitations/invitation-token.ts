import { createHash, randomBytes } from 'node:crypto';

/** Invitation links last a week (then the invitation can be resent). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A new link token (256 random bits, URL-safe) and the SHA-256 stored in its place. */
export function issueInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
