import type { StorageKey } from '../config/storage-keys.js';

// The spec stores every local value base64-encoded (workspace spec, sections 4 and 9).
// Values go through UTF-8 first so that any text survives btoa/atob.
const encode = (value: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const decode = (stored: string): string =>
  new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(atob(stored), (char) => char.charCodeAt(0)),
  );

// Storage can be missing or throw (private mode, disabled cookies); a lost preference is
// harmless, a crash at start-up is not, so failures read as "nothing stored".
const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const encodedStorage = {
  get(key: StorageKey): string | null {
    try {
      const stored = storage()?.getItem(key);
      return stored == null ? null : decode(stored);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      storage()?.setItem(key, encode(value));
    } catch {
      // Quota or disabled storage: the value simply is not remembered.
    }
  },
  remove(key: StorageKey): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // Same as above.
    }
  },
};
