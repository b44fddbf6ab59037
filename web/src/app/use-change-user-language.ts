import { useCallback } from 'react';

import { useChangeLanguageMutation } from './session-api.js';
import { languagePreference } from '../i18n/language-preference.js';
import type { Locale } from '../i18n/locales.js';
import { fullPageNavigation } from '../lib/full-page-navigation.js';

/**
 * A signed-in user's language change (workspace spec, Localisation and §8): remember it here, save
 * it on the account, and reload the page, even when saving failed (that is only logged).
 */
export const useChangeUserLanguage = (): ((locale: Locale) => Promise<void>) => {
  const [saveLanguage] = useChangeLanguageMutation();
  return useCallback(
    async (locale: Locale) => {
      languagePreference.store(locale);
      try {
        await saveLanguage({ lang: locale }).unwrap();
      } catch (error) {
        console.warn('The language could not be saved on the account', error);
      }
      fullPageNavigation.reload();
    },
    [saveLanguage],
  );
};
