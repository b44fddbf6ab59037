import { matchMessageLocale, type MessageLocale } from '@rubrica/errors';
import type { LoadedEnvelope } from './envelope-flow.store.js';

/** What the signature page is called, in the envelope's language (like the page itself). */
const SIGNATURE_PAGE_WORDS: Record<MessageLocale, string> = {
  'pt-BR': 'folha de assinaturas',
  en: 'signature page',
  es: 'hoja de firmas',
};

/** Its download's name and the name archives store it under (carried by envelope.completed). */
export function signaturePageName(loaded: LoadedEnvelope): string {
  const locale = matchMessageLocale(String(loaded.envelope.metadata?.locale ?? '')) ?? 'pt-BR';
  return `${loaded.envelope.title} - ${SIGNATURE_PAGE_WORDS[locale]}.pdf`;
}
