import { isLocale, type Locale } from './locales.js';

/** Maps a BCP 47 tag ("pt", "pt-PT", "en-GB", "es-419") to the catalogue that serves it. */
export const matchLocale = (tag: string): Locale | null => {
  const normalized = tag.trim().toLowerCase();
  if (normalized === '') return null;
  const exact = normalized === 'pt-br' ? 'pt-BR' : normalized;
  if (isLocale(exact)) return exact;
  switch (normalized.split('-')[0]) {
    case 'pt':
      return 'pt-BR';
    case 'en':
      return 'en';
    case 'es':
      return 'es';
    default:
      return null;
  }
};
