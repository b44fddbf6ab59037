import type { ExistingSignature } from './list-signatures.util.js';
import type { PdfBox } from './page-geometry.util.js';

export interface PageInfo {
  /** 1-based. */
  number: number;
  /** As displayed (after rotation), in points. */
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
  cropBox: PdfBox;
}

export interface PdfInspection {
  size: number;
  sha256: string;
  sha1: string;
  pageCount: number;
  pages: PageInfo[];
  encrypted: boolean;
  signatures: Array<ExistingSignature & { coversWholeFile: boolean }>;
}

/**
 * What the workflows record about a document: hashes of the exact bytes, pages and existing
 * signatures. It reads every page, so the library that does is loaded here, on first use only.
 */
export async function inspectPdf(source: Uint8Array): Promise<PdfInspection> {
  const { inspectWithLibrary } = await import('./inspect-with-library.js');
  return inspectWithLibrary(source);
}
