import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { CurrentUser } from '../../../app/session-api.js';
import { languagePreference } from '../../../i18n/language-preference.js';
import { isLocale } from '../../../i18n/locales.js';

/**
 * Without a language picked on this browser, the account's language wins over the browser's
 * (the user chose it on another device, or at sign-up). A choice made here is never overridden.
 */
export const useAdoptUserLanguage = (user: CurrentUser | undefined): void => {
  const { i18n } = useTranslation();
  const lang = user?.lang;
  useEffect(() => {
    if (!isLocale(lang) || languagePreference.read() !== null) return;
    if (i18n.resolvedLanguage !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
};
