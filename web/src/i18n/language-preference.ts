import { STORAGE_KEYS, type StorageKey } from '../config/storage-keys.js';
import { encodedStorage } from '../lib/encoded-storage.js';
import { isLocale, type Locale } from './locales.js';

/** A language kept base64-encoded in localStorage under `key`, like every stored value. */
const storedLocale = (key: StorageKey) => ({
  read(): Locale | null {
    const stored = encodedStorage.get(key);
    return isLocale(stored) ? stored : null;
  },
  store(locale: Locale): void {
    encodedStorage.set(key, locale);
  },
  forget(): void {
    encodedStorage.remove(key);
  },
});

/** The language the user picked on this browser. */
export const languagePreference = storedLocale(STORAGE_KEYS.language);

/** The last signed-in account's language on this browser (see STORAGE_KEYS.accountLanguage). */
export const accountLanguage = storedLocale(STORAGE_KEYS.accountLanguage);
