import { STORAGE_KEYS } from '../../../config/storage-keys.js';
import { encodedStorage } from '../../../lib/encoded-storage.js';

/** How long an invitation followed before signing in waits to be taken up (an invitation's own life). */
const KEPT_FOR_MS = 7 * 24 * 3_600_000;

export interface PendingInvitation {
  token: string;
  email: string;
}

/**
 * An invitation link followed by someone not signed in goes through sign-in, and for a newcomer
 * through sign-up and the e-mail check, whose "go to Rubrica" starts a fresh sign-in: the
 * invitation's address is lost on the way. It is remembered here, in this browser, until the
 * invitation page has been reached signed in.
 */
export function rememberInvitation(invitation: PendingInvitation, now = Date.now()): void {
  encodedStorage.set(STORAGE_KEYS.pendingInvitation, JSON.stringify({ ...invitation, at: now }));
}

export function pendingInvitation(now = Date.now()): PendingInvitation | null {
  try {
    const stored: unknown = JSON.parse(encodedStorage.get(STORAGE_KEYS.pendingInvitation) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { token, email, at } = stored as Record<string, unknown>;
    if (typeof token !== 'string' || typeof email !== 'string' || typeof at !== 'number') return null;
    if (!token || !email || now - at > KEPT_FOR_MS) return null;
    return { token, email };
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  encodedStorage.remove(STORAGE_KEYS.pendingInvitation);
}
