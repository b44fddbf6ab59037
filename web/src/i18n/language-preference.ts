import { STORAGE_KEYS } from '../config/storage-keys.js';
import { encodedStorage } from '../lib/encoded-storage.js';
import { isLocale, type Locale } from './locales.js';

/** The language the user picked, kept base64-encoded in localStorage like every stored value. */
export const languagePreference = {
  read(): Locale | null {
    const stored = encodedStorage.get(STORAGE_KEYS.language);
    return isLocale(stored) ? stored : null;
  },
  store(locale: Locale): void {
    encodedStorage.set(STORAGE_KEYS.language, locale);
  },
};

/** The last signed-in account's language on this browser (see STORAGE_KEYS.accountLanguage). */
export const accountLanguage = {
  read(): Locale | null {
    const stored = encodedStorage.get(STORAGE_KEYS.accountLanguage);
    return isLocale(stored) ? stored : null;
  },
  store(locale: Locale): void {
    encodedStorage.set(STORAGE_KEYS.accountLanguage, locale);
  },
  forget(): void {
    encodedStorage.remove(STORAGE_KEYS.accountLanguage);
  },
};
