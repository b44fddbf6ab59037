/** The product's languages (envelopes-and-signing §1): pt-BR is the default. */
export const MESSAGE_LOCALES = ['pt-BR', 'en', 'es'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];
export const DEFAULT_MESSAGE_LOCALE: MessageLocale = 'pt-BR';

/** `pt`, `pt-br`, `en-US`, `es-419`... → one of ours; undefined for anything else. */
export function matchMessageLocale(tag: string | null | undefined): MessageLocale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'en') return 'en';
  if (primary === 'es') return 'es';
  return undefined;
}

/** The language tags of an Accept-Language header, best first (quality, then order); q=0 left out. */
export function acceptLanguageTags(header: string | string[] | null | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return [];
  return value
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

/**
 * The first language of an Accept-Language header that we speak, by quality; undefined when the
 * header names none (API clients that send none keep the messages as written).
 */
export function localeFromAcceptLanguage(
  header: string | string[] | null | undefined,
): MessageLocale | undefined {
  for (const tag of acceptLanguageTags(header)) {
    const locale = matchMessageLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}
