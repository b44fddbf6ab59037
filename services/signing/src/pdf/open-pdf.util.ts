import { PDF } from '@libpdf/core';
import { listSignatures, type ExistingSignature } from './list-signatures.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

export interface OpenedPdf {
  pdf: PDF;
  signatures: ExistingSignature[];
  /** True when the file could not take an appended revision and, having no signature to keep, was rewritten once. */
  fullRewrite: boolean;
}

/**
 * Opens a document for an appended revision. A file the library cannot append to (linearized, or
 * with a broken cross-reference it had to rebuild) is rewritten once when it carries no signature,
 * and refused when it does: a rewrite would break every signature in it.
 */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  let pdf: PDF;
  try {
    pdf = await PDF.load(bytes);
  } catch (cause) {
    throw pdfError(PdfErrorCode.Unreadable, 'The file is not a readable PDF.', {
      document: [cause instanceof Error ? cause.message : 'Unreadable PDF.'],
    });
  }
  if (pdf.isEncrypted) {
    throw pdfError(PdfErrorCode.Unreadable, 'Encrypted PDFs cannot be signed.', {
      document: ['Remove the password protection and upload the file again.'],
    });
  }
  if (pdf.getPageCount() === 0) {
    throw pdfError(PdfErrorCode.Unreadable, 'The PDF has no pages.', { document: ['The PDF has no pages.'] });
  }
  const signatures = listSignatures(pdf);
  const blocker = pdf.canSaveIncrementally();
  if (blocker === null) return { pdf, signatures, fullRewrite: false };
  if (signatures.length > 0) {
    throw pdfError(
      PdfErrorCode.NotAppendable,
      `The signed PDF cannot take another revision without breaking its signatures (${blocker}).`,
    );
  }
  const rewritten = await pdf.save();
  const reopened = await PDF.load(rewritten);
  return { pdf: reopened, signatures, fullRewrite: true };
}
