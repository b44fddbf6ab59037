// The error class alone: the package's index also loads the HTTP layer (Nest), which the engine never needs.
import { AppError, ErrorStatus } from '@rubrica/errors/app-error';

/** Every error the PDF engine raises; codes are part of the contract the signing workflows switch on. */
export const PdfErrorCode = {
  /** The bytes are not a PDF the engine can read (or it is encrypted). */
  Unreadable: 'pdf.unreadable',
  /** A drawing names a page the document does not have, or a box outside 0..1. */
  InvalidDrawing: 'pdf.invalid_drawing',
  /** The file already carries signatures and cannot take an appended revision without breaking them. */
  NotAppendable: 'pdf.not_appendable',
  /** Page content cannot change once a signature exists; later additions go in as annotations. */
  ContentAfterSignature: 'pdf.content_after_signature',
  /** A certificate chain, key or PKCS#12 file that cannot be used for signing. */
  InvalidCredentials: 'pdf.invalid_credentials',
  /** The prepared PDF and the signed attributes of an external signature do not belong together. */
  PreparedStateMismatch: 'pdf.prepared_state_mismatch',
  /** The raw signature an external signer returned does not verify against its certificate. */
  ExternalSignatureInvalid: 'pdf.external_signature_invalid',
  /** The CMS did not fit the space reserved for it. */
  SignatureTooLarge: 'pdf.signature_too_large',
} as const;
export type PdfErrorCode = (typeof PdfErrorCode)[keyof typeof PdfErrorCode];

function statusOf(code: PdfErrorCode): ErrorStatus {
  switch (code) {
    case PdfErrorCode.Unreadable:
    case PdfErrorCode.InvalidDrawing:
    case PdfErrorCode.NotAppendable:
    case PdfErrorCode.ContentAfterSignature:
    case PdfErrorCode.InvalidCredentials:
    case PdfErrorCode.PreparedStateMismatch:
    case PdfErrorCode.ExternalSignatureInvalid:
      return ErrorStatus.UnprocessableEntity;
    case PdfErrorCode.SignatureTooLarge:
      return ErrorStatus.Internal;
  }
}

export function pdfError(code: PdfErrorCode, message: string, errors?: Record<string, string[]>): AppError {
  return new AppError(code, statusOf(code), message, errors);
}
