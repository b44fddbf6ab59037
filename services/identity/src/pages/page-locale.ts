import { enCatalogue } from './i18n/en.catalogue.js';
import { esCatalogue } from './i18n/es.catalogue.js';
import { ptBrCatalogue, type Catalogue } from './i18n/pt-br.catalogue.js';

export const PAGE_LOCALES = ['pt-BR', 'en', 'es'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];
export const DEFAULT_PAGE_LOCALE: PageLocale = 'pt-BR';

/** Remembers the language picked with `?lang=` (the SPA reads the same cookie). */
export const LANG_COOKIE = 'rubrica_lang';

const CATALOGUES: Record<PageLocale, Catalogue> = {
  'pt-BR': ptBrCatalogue,
  en: enCatalogue,
  es: esCatalogue,
};

/** `pt`, `pt-br`, `en-US`, `es-419`... → one of ours, or undefined. */
export function normalizeLocale(tag: string | undefined | null): PageLocale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'en') return 'en';
  if (primary === 'es') return 'es';
  return undefined;
}

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

function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export function catalogueFor(locale: PageLocale): Catalogue {
  return CATALOGUES[locale];
}

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}
