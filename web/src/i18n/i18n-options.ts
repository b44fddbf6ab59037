import type { i18n, InitOptions } from 'i18next';

import { SUPPORTED_LOCALES } from './locales.js';

/** What every i18next instance of the app shares, whether its catalogues are bundled or loaded. */
export const I18N_OPTIONS = {
  supportedLngs: [...SUPPORTED_LOCALES],
  // Keep "pt-BR" as is instead of also loading "pt".
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** Keeps <html lang> on the interface language. */
export const syncDocumentLanguage = (instance: i18n): void => {
  instance.on('languageChanged', (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
};
