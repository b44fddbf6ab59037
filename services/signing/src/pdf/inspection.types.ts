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
