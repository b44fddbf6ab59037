import { extname } from 'node:path';

/** The formats the dashboard accepts besides PDF (spec, envelopes and signing: documents). */
export type OfficeFormat = 'docx' | 'doc' | 'odt' | 'rtf' | 'html';

const FORMAT_OF_EXTENSION: Readonly<Record<string, OfficeFormat>> = {
  '.docx': 'docx',
  '.doc': 'doc',
  '.odt': 'odt',
  '.rtf': 'rtf',
  '.html': 'html',
  '.htm': 'html',
};

/** The bytes a detection needs from the start of the file. */
export const OFFICE_HEAD_BYTES = 512;

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const RTF = Buffer.from('{\\rtf', 'latin1');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export type OfficeFormatDetection =
  | { ok: true; format: OfficeFormat; importFilter: string }
  | { ok: false; code: 'conversion.unsupported_type' | 'conversion.failed'; message: string };

/**
 * Names LibreOffice's import filter for a file, from its name and first bytes. Naming the filter
 * matters: left to guess, LibreOffice imports any unreadable file as plain text and "converts" it.
 * The extension says which formats are allowed; the content picks the filter among them, so a
 * Word file saved under the other Word extension (or as RTF named .doc) still converts.
 */
export function detectOfficeFormat(fileName: string, head: Buffer): OfficeFormatDetection {
  const format = FORMAT_OF_EXTENSION[extname(fileName).toLowerCase()];
  if (!format) {
    return {
      ok: false,
      code: 'conversion.unsupported_type',
      message: 'Only DOCX, DOC, ODT, RTF and HTML documents can be converted to PDF.',
    };
  }
  const text = startsWith(head, UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head;
  const damaged = {
    ok: false,
    code: 'conversion.failed',
    message: `The file is damaged or is not a ${format.toUpperCase()} document.`,
  } as const;
  switch (format) {
    case 'odt':
      return startsWith(head, ZIP) ? { ok: true, format, importFilter: 'writer8' } : damaged;
    case 'docx':
    case 'doc':
      if (startsWith(head, ZIP)) return { ok: true, format, importFilter: 'MS Word 2007 XML' };
      if (startsWith(head, OLE)) return { ok: true, format, importFilter: 'MS Word 97' };
      if (startsWith(text.subarray(firstNonBlank(text)), RTF))
        return { ok: true, format, importFilter: 'Rich Text Format' };
      return damaged;
    case 'rtf':
      return startsWith(text.subarray(firstNonBlank(text)), RTF)
        ? { ok: true, format, importFilter: 'Rich Text Format' }
        : damaged;
    case 'html':
      // Markup is text: a NUL byte means a binary file under an .html name.
      return head.includes(0) ? damaged : { ok: true, format, importFilter: 'HTML (StarWriter)' };
  }
}

function startsWith(bytes: Buffer, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
}

function firstNonBlank(bytes: Buffer): number {
  let index = 0;
  while (index < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[index]!)) index += 1;
  return index;
}
