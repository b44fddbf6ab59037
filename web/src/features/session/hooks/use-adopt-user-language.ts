import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { CurrentUser } from '../../../app/session-api.js';
import { accountLanguage, languagePreference } from '../../../i18n/language-preference.js';
import { isLocale } from '../../../i18n/locales.js';

/**
 * Without a language picked on this browser, the account's language wins over the browser's
 * (the user chose it on another device, or at sign-up). A choice made here is never overridden.
 * The account's language is remembered on this browser until sign-out, so the next page load
 * starts in it (see STORAGE_KEYS.accountLanguage).
 */
export const useAdoptUserLanguage = (user: CurrentUser | undefined): void => {
  const { i18n } = useTranslation();
  const lang = user?.lang;
  useEffect(() => {
    if (!isLocale(lang)) return;
    accountLanguage.store(lang);
    if (languagePreference.read() !== null) return;
    if (i18n.resolvedLanguage !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
};
