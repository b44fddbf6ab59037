import type { PdfInspection } from './inspection.types.js';

export type { PageInfo, PdfInspection } from './inspection.types.js';

/**
 * What the workflows record about a document: hashes of the exact bytes, pages and existing
 * signatures. It reads every page, so the library that does is loaded here, on first use only.
 */
export async function inspectPdf(source: Uint8Array): Promise<PdfInspection> {
  const { inspectWithLibrary } = await import('./inspect-with-library.js');
  return inspectWithLibrary(source);
}
