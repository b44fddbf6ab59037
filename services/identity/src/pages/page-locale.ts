import {
  acceptLanguageTags,
  DEFAULT_MESSAGE_LOCALE,
  fillTemplate,
  matchMessageLocale,
  MESSAGE_LOCALES,
  type MessageLocale,
} from '@rubrica/errors';
import { enCatalogue } from './i18n/en.catalogue.js';
import { esCatalogue } from './i18n/es.catalogue.js';
import { ptBrCatalogue, type Catalogue } from './i18n/pt-br.catalogue.js';

export const PAGE_LOCALES = MESSAGE_LOCALES;
export type PageLocale = MessageLocale;
export const DEFAULT_PAGE_LOCALE: PageLocale = DEFAULT_MESSAGE_LOCALE;

/** Remembers the language picked with `?lang=` (the SPA reads the same cookie). */
export const LANG_COOKIE = 'rubrica_lang';

const CATALOGUES: Record<PageLocale, Catalogue> = {
  'pt-BR': ptBrCatalogue,
  en: enCatalogue,
  es: esCatalogue,
};

/** `pt`, `pt-br`, `en-US`, `es-419`... → one of ours, or undefined (the product's one matcher). */
export const normalizeLocale: (tag: string | undefined | null) => PageLocale | undefined = matchMessageLocale;

export interface LocaleSources {
  /** `?lang=` */
  lang?: string;
  /** The authorization request's `ui_locales` (space-separated, by preference). */
  uiLocales?: string;
  /** The `rubrica_lang` cookie. */
  cookie?: string;
  acceptLanguage?: string;
}

/** First match wins: ?lang=, ui_locales, the cookie, then Accept-Language by quality; pt-BR otherwise. */
export function resolvePageLocale(sources: LocaleSources): PageLocale {
  const candidates = [
    sources.lang,
    ...(sources.uiLocales?.split(' ') ?? []),
    sources.cookie,
    ...acceptLanguageTags(sources.acceptLanguage),
  ];
  for (const candidate of candidates) {
    const locale = normalizeLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_PAGE_LOCALE;
}

export function catalogueFor(locale: PageLocale): Catalogue {
  return CATALOGUES[locale];
}

/** Fills `{name}` placeholders. */
export const fill = fillTemplate;
