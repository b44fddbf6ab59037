import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import en from './en.json';
import es from './es.json';
import { I18N_OPTIONS, syncDocumentLanguage } from './i18n-options.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import ptBR from './pt-BR.json';

const resources = {
  'pt-BR': { translation: ptBR },
  en: { translation: en },
  es: { translation: es },
} as const;

/**
 * A fresh i18next instance with every catalogue bundled, initialised synchronously (tests and
 * tools). The app itself loads only the language it shows: see loadI18n.
 */
export const createI18n = (language: Locale): i18n => {
  const instance = i18next.createInstance();
  syncDocumentLanguage(instance);
  void instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    resources,
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    initAsync: false,
  });
  return instance;
};
