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

/**
 * The first language of an Accept-Language header that we speak, by quality; undefined when the
 * header names none (API clients that send none keep the messages as written).
 */
export function localeFromAcceptLanguage(
  header: string | string[] | null | undefined,
): MessageLocale | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = matchMessageLocale(entry.tag);
    if (locale) return locale;
  }
  return undefined;
}
