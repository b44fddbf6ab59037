import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { I18N_OPTIONS, syncDocumentLanguage } from './i18n-options.js';
import { isLocale, type Locale } from './locales.js';

// Each catalogue is its own chunk: a page downloads the language it shows, not all three.
const CATALOGUES: Record<Locale, () => Promise<{ default: ResourceKey }>> = {
  'pt-BR': () => import('./pt-BR.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLocale(language)) return callback(new Error(`no catalogue for ${language}`), false);
    CATALOGUES[language]().then(
      (catalogue) => callback(null, catalogue.default),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The app's i18next instance with only `language`'s catalogue loaded, resolved once it is there
 * so the first render is already translated; switching language loads the next one first. No
 * fallback language: catalogues are key-for-key identical (i18n/catalogues.test.ts), so a fallback
 * would only cost a second download. Tests use createI18n, with every catalogue bundled.
 */
export const loadI18n = async (language: Locale): Promise<i18n> => {
  const instance = i18next.createInstance();
  syncDocumentLanguage(instance);
  await instance
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: language, fallbackLng: false, ns: ['translation'] });
  return instance;
};
