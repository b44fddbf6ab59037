// The one-time full rewrite of a file the appending reader cannot trust (a stale or damaged
// cross-reference): pdf-lib reads objects by scanning the file, not through its offsets, and saves
// it whole with a fresh table. Only unsigned files: a rewrite would break every signature. Loaded
// on demand, so the library costs nothing to the files that append directly.
import { PDFDict, PDFDocument, PDFName, PDFSignature } from 'pdf-lib';
import { AppError } from '@rubrica/errors/app-error';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

const unreadable = (cause: unknown) =>
  pdfError(PdfErrorCode.Unreadable, 'The file is not a readable PDF.', {
    document: [cause instanceof Error ? cause.message : 'Unreadable PDF.'],
  });

export async function rewriteForAppending(source: Uint8Array): Promise<Uint8Array> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(source, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'EncryptedPDFError') {
      throw pdfError(PdfErrorCode.Unreadable, 'Encrypted PDFs cannot be signed.', {
        document: ['Remove the password protection and upload the file again.'],
      });
    }
    throw unreadable(cause);
  }
  try {
    if (document.getPageCount() === 0) {
      throw pdfError(PdfErrorCode.Unreadable, 'The PDF has no pages.', {
        document: ['The PDF has no pages.'],
      });
    }
    if (isSigned(document, source)) {
      throw pdfError(
        PdfErrorCode.NotAppendable,
        'The signed PDF cannot take another revision without breaking its signatures (its cross-reference is damaged).',
      );
    }
    return await document.save({ useObjectStreams: false });
  } catch (cause) {
    // No catalog or page tree to speak of (a truncated file, say).
    throw cause instanceof AppError ? cause : unreadable(cause);
  }
}

/** A signed signature field, or, when the form itself cannot be read, any signature dictionary in the bytes. */
function isSigned(document: PDFDocument, source: Uint8Array): boolean {
  try {
    return document
      .getForm()
      .getFields()
      .some(
        (field) =>
          field instanceof PDFSignature &&
          field.acroField.dict.lookupMaybe(PDFName.of('V'), PDFDict) !== undefined,
      );
  } catch {
    return Buffer.from(source.buffer, source.byteOffset, source.byteLength).includes('/ByteRange');
  }
}
