import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Distinguishes this use of the keys from the cookie signatures they also serve. */
const INFO = 'rubrica oidc storage v1';

/** A sealed payload as stored: `v1.<base64url iv ‖ tag ‖ ciphertext>`. */
export interface SealedPayload {
  sealed: string;
}

export const isSealed = (value: unknown): value is SealedPayload =>
  typeof value === 'object' && value !== null && typeof (value as SealedPayload).sealed === 'string';

/**
 * AES-256-GCM over the authorization server's stored payloads (sessions, tokens, the signing key).
 * The keys are derived (HKDF-SHA-256) from `OIDC_COOKIE_KEYS`, a secret production already
 * requires, and rotate with it: the first key seals, every key in the list opens. The row's kind
 * and id are the additional data, so a sealed payload cannot be moved to another row.
 */
export class StorageCipher {
  private readonly keys: Buffer[];

  constructor(secrets: readonly string[]) {
    if (!secrets.length) throw new Error('no key to seal the authorization server storage with');
    this.keys = secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, '', INFO, 32)));
  }

  seal(payload: Record<string, unknown>, context: string): SealedPayload {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys[0]!, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return { sealed: `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}` };
  }

  /** The payload, or undefined when no key opens it (tampered, or sealed with a retired key). */
  open(
    stored: SealedPayload,
    context: string,
  ): { payload: Record<string, unknown>; stale: boolean } | undefined {
    if (!stored.sealed.startsWith('v1.')) return undefined;
    const raw = Buffer.from(stored.sealed.slice(3), 'base64url');
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const data = raw.subarray(IV_BYTES + TAG_BYTES);
    for (const [index, key] of this.keys.entries()) {
      try {
        const decipher = createDecipheriv(ALGORITHM, key, iv);
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(tag);
        const text = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
        return { payload: JSON.parse(text) as Record<string, unknown>, stale: index > 0 };
      } catch {
        // Not this key: try the next one.
      }
    }
    return undefined;
  }
}
