import { PdfErrorCode, pdfError } from './pdf.errors.js';

/** The newest signature's reserved space: what it covers and where its /Contents hex goes. */
export interface SignaturePlaceholder {
  byteRange: [number, number, number, number];
  /** Offset of the first hex digit inside `<...>`. */
  contentsStart: number;
  /** Number of hex digits reserved (twice the CMS bytes that fit). */
  contentsLength: number;
}

/**
 * Finds the last signature dictionary's /ByteRange and checks it describes this file exactly:
 * everything but the `<hex>` gap, up to the last byte. Anything else means the bytes are not the
 * prepared revision they claim to be.
 */
export function findSignaturePlaceholder(pdf: Uint8Array): SignaturePlaceholder {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const at = bytes.lastIndexOf('/ByteRange');
  const match =
    at === -1
      ? null
      : /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(bytes.toString('latin1', at, at + 120));
  if (!match) throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The PDF has no signature placeholder.');
  const byteRange = match.slice(1, 5).map(Number) as SignaturePlaceholder['byteRange'];
  const [start, firstLength, secondStart, secondLength] = byteRange;
  const consistent =
    start === 0 &&
    secondStart > firstLength + 1 &&
    secondStart + secondLength === bytes.length &&
    bytes[firstLength] === 0x3c /* < */ &&
    bytes[secondStart - 1] === 0x3e; /* > */
  if (!consistent) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The signature placeholder does not match the file.');
  }
  return { byteRange, contentsStart: firstLength + 1, contentsLength: secondStart - firstLength - 2 };
}
