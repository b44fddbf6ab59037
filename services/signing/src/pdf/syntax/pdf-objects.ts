// The PDF object model the appending engine reads and writes (ISO 32000-1 7.3): only what an
// appended revision needs, kept as plain values so reading an object costs one small parse.

export class PdfName {
  constructor(readonly name: string) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/** A string's bytes; `hex` only says how it was (or will be) written. */
export class PdfString {
  constructor(
    readonly bytes: Uint8Array,
    readonly hex = false,
  ) {}
}

/** Bytes written verbatim (the fixed-width signature placeholders). */
export class PdfRaw {
  constructor(readonly text: string) {}
}

export type PdfDict = Map<string, PdfValue>;

export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    /** The stream's bytes as stored (still encoded by its /Filter). */
    readonly data: Uint8Array,
  ) {}
}

export type PdfValue =
  null | boolean | number | PdfName | PdfRef | PdfString | PdfRaw | PdfStream | PdfDict | PdfValue[];

export const name = (value: string): PdfName => new PdfName(value);

export function dict(entries: Record<string, PdfValue | undefined>): PdfDict {
  const result: PdfDict = new Map();
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) result.set(key, value);
  return result;
}

export const isDict = (value: PdfValue | undefined): value is PdfDict => value instanceof Map;

export const nameOf = (value: PdfValue | undefined): string | undefined =>
  value instanceof PdfName ? value.name : undefined;

export const numberOf = (value: PdfValue | undefined): number | undefined =>
  typeof value === 'number' ? value : undefined;

/**
 * A text string (ISO 32000-1 7.9.2.2): ASCII as it is, anything else as UTF-16BE with its byte
 * order mark, which every reader decodes.
 */
export function textString(value: string): PdfString {
  if (/^[\x20-\x7e]*$/.test(value)) return new PdfString(Buffer.from(value, 'latin1'));
  const utf16 = Buffer.from(`\ufeff${value}`, 'utf16le');
  utf16.swap16();
  return new PdfString(utf16, true);
}

/** Decodes a text string: UTF-16BE with a byte order mark, else PDFDocEncoding (read as Latin-1). */
export function decodeTextString(value: PdfValue | undefined): string | undefined {
  if (!(value instanceof PdfString)) return undefined;
  const bytes = value.bytes;
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return Buffer.from(bytes).toString('latin1');
}
