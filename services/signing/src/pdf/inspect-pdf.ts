import { createHash } from 'node:crypto';
import { PDF } from '@libpdf/core';
import { listSignatures, type ExistingSignature } from './list-signatures.util.js';
import { readPageGeometry, type PdfBox } from './page-geometry.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

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

/** What the workflows record about a document: hashes of the exact bytes, pages and existing signatures. */
export async function inspectPdf(source: Uint8Array): Promise<PdfInspection> {
  const sha256 = createHash('sha256').update(source).digest('hex');
  const sha1 = createHash('sha1').update(source).digest('hex');
  let pdf: PDF;
  try {
    pdf = await PDF.load(source);
  } catch (cause) {
    throw pdfError(PdfErrorCode.Unreadable, 'The file is not a readable PDF.', {
      document: [cause instanceof Error ? cause.message : 'Unreadable PDF.'],
    });
  }
  const pages = pdf.getPages().map((page, index) => {
    const geometry = readPageGeometry(pdf, page);
    return {
      number: index + 1,
      width: geometry.width,
      height: geometry.height,
      rotation: geometry.rotation,
      cropBox: geometry.cropBox,
    };
  });
  const signatures = listSignatures(pdf).map((signature) => {
    const [, , secondStart, secondLength] = signature.byteRange;
    return { ...signature, coversWholeFile: secondStart + secondLength === source.length };
  });
  return {
    size: source.length,
    sha256,
    sha1,
    pageCount: pages.length,
    pages,
    encrypted: pdf.isEncrypted,
    signatures,
  };
}
