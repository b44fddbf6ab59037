// The one-time full rewrite of a file the appending reader cannot trust (a stale or damaged
// cross-reference): pdf-lib reads objects by scanning the file, not through its offsets, and saves
// it whole with a fresh table. Only unsigned files: a rewrite would break every signature. Loaded
// on demand, so the library costs nothing to the files that append directly.
import { PDFDict, PDFDocument, PDFName, PDFSignature } from 'pdf-lib';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

export async function rewriteForAppending(source: Uint8Array): Promise<Uint8Array> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(source, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (cause) {
    const encrypted = cause instanceof Error && cause.name === 'EncryptedPDFError';
    throw pdfError(
      PdfErrorCode.Unreadable,
      encrypted ? 'Encrypted PDFs cannot be signed.' : 'The file is not a readable PDF.',
      {
        document: [
          encrypted
            ? 'Remove the password protection and upload the file again.'
            : cause instanceof Error
              ? cause.message
              : 'Unreadable PDF.',
        ],
      },
    );
  }
  if (document.getPageCount() === 0) {
    throw pdfError(PdfErrorCode.Unreadable, 'The PDF has no pages.', { document: ['The PDF has no pages.'] });
  }
  const signed = document
    .getForm()
    .getFields()
    .some(
      (field) =>
        field instanceof PDFSignature &&
        field.acroField.dict.lookupMaybe(PDFName.of('V'), PDFDict) !== undefined,
    );
  if (signed) {
    throw pdfError(
      PdfErrorCode.NotAppendable,
      'The signed PDF cannot take another revision without breaking its signatures (its cross-reference is damaged).',
    );
  }
  return document.save({ useObjectStreams: false });
}
