import { createHash } from 'node:crypto';
import { PDF, PdfArray, PdfDict, PdfNumber, type PDFPage } from '@libpdf/core';
import { listSignatures } from './list-signatures.util.js';
import type { PdfInspection } from './inspection.types.js';
import { pageGeometry } from './page-geometry.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

/** inspectPdf's work, with the library that reads every page (loaded only by uploads that ask). */
export async function inspectWithLibrary(source: Uint8Array): Promise<PdfInspection> {
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

function readPageGeometry(pdf: PDF, page: PDFPage) {
  const resolve = (ref: Parameters<PDF['getObject']>[0]) => pdf.getObject(ref);
  const inherited = (key: string) => {
    let dict: PdfDict | undefined = page.dict;
    for (let depth = 0; dict && depth < 64; depth += 1) {
      const value = dict.get(key, resolve);
      if (value !== undefined) return value;
      const parent = dict.get('Parent', resolve);
      dict = parent instanceof PdfDict ? parent : undefined;
    }
    return undefined;
  };
  const plain = (value: unknown) =>
    value instanceof PdfArray
      ? value.toArray().map((item) => (item instanceof PdfNumber ? item.value : Number.NaN))
      : value instanceof PdfNumber
        ? value.value
        : undefined;
  return pageGeometry({
    mediaBox: plain(inherited('MediaBox')),
    cropBox: plain(inherited('CropBox')),
    rotate: plain(inherited('Rotate')),
  });
}
