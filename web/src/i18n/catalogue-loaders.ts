import type { ResourceKey } from 'i18next';

import type { CataloguePart } from './catalogue-parts.js';
import type { Locale } from './locales.js';

export type Catalogue = Record<string, ResourceKey>;

/**
 * Each language's catalogue is two chunks (i18n/catalogue-parts.ts): a page downloads the language
 * it shows, not all three, and a signing link only the part it shows. A part asked for again is
 * the module already there.
 */
export const CATALOGUE_LOADERS: Record<
  CataloguePart,
  Record<Locale, () => Promise<{ default: Catalogue }>>
> = {
  link: {
    'pt-BR': () => import('./pt-BR.json?part=link'),
    en: () => import('./en.json?part=link'),
    es: () => import('./es.json?part=link'),
  },
  rest: {
    'pt-BR': () => import('./pt-BR.json?part=rest'),
    en: () => import('./en.json?part=rest'),
    es: () => import('./es.json?part=rest'),
  },
};
