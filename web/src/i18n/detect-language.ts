import { accountLanguage, languagePreference } from './language-preference.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import { matchLocale } from './match-locale.js';

const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
};

/**
 * The language picked on this browser first, else the language of the account last signed in here
 * (so a page that shows before the account loads, or without it, speaks the account's language),
 * then the browser's languages in order, then pt-BR.
 * The spec records two fallbacks (pt-BR for the business area, English in some notes);
 * pt-BR is the product's default language, so it wins.
 */
export const detectLanguage = (
  stored: Locale | null = languagePreference.read() ?? accountLanguage.read(),
  browser: readonly string[] = browserLanguages(),
): Locale => {
  if (stored) return stored;
  for (const tag of browser) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
};
