import type { i18n } from 'i18next';

import { languagePreference } from './language-preference.js';
import type { Locale } from './locales.js';

/**
 * Switches the interface language now and remembers the choice (pages without a signed-in user;
 * signed-in areas also save it on the account, see features/session).
 */
export const changeLanguage = async (instance: i18n, locale: Locale): Promise<void> => {
  languagePreference.store(locale);
  await instance.changeLanguage(locale);
};
