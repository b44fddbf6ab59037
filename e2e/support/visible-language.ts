import type { Page } from 'playwright-core';

/**
 * Words of the interface that Portuguese has and Spanish words differently (Assinar / Firmar,
 * Destinatário / Destinatario, Avançar / Siguiente, Baixar / Descargar ...): one of them on a
 * Spanish page is a text left untranslated. Words both languages share (Enviar, Documento,
 * Cancelar) tell nothing and are not listed.
 */
const PORTUGUESE_ONLY = [
  'Assinar',
  'Assinatura',
  'Assinaturas',
  'Assinado',
  'Assinante',
  'Destinatário',
  'Destinatários',
  'Avançar',
  'Voltar',
  'Salvar',
  'Concluir',
  'Concluído',
  'Aprovar',
  'Aprovado',
  'Aprovador',
  'Baixar',
  'Você',
  'Não',
  'Início',
  'Envelope',
  'Envelopes',
  'Próximo',
  'Obrigatório',
  'Carregando',
  'Sair',
  'Rascunho',
  'Rascunhos',
  'Recebidos',
  'Configurações',
  'Senha',
  'Nome',
  'Acompanhamento',
];
// Whole words only, letters being any script's (JavaScript's \b knows only ASCII letters).
const LEFTOVER = new RegExp(`(?<!\\p{L})(${PORTUGUESE_ONLY.join('|')})(?!\\p{L})`, 'giu');

/** The Portuguese-only words among the page's visible text (empty on a page all in Spanish). */
export async function portugueseLeftovers(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...text.matchAll(LEFTOVER)].map((match) => match[0]);
}

export async function expectNoPortuguese(page: Page): Promise<void> {
  expect({ page: new URL(page.url()).pathname, leftovers: await portugueseLeftovers(page) }).toEqual({
    page: new URL(page.url()).pathname,
    leftovers: [],
  });
}
