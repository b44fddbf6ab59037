import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import en from './en.json';
import es from './es.json';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales.js';
import ptBR from './pt-BR.json';

const resources = {
  'pt-BR': { translation: ptBR },
  en: { translation: en },
  es: { translation: es },
} as const;

const syncDocumentLanguage = (language: string): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/**
 * A fresh i18next instance with every catalogue bundled (they are small), initialised
 * synchronously so the first render is already translated.
 */
export const createI18n = (language: Locale): i18n => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    // Keep "pt-BR" as is instead of also loading "pt".
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
};
