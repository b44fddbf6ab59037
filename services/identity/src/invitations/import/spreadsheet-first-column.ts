import { readOdsFirstColumn } from './read-ods-first-column.js';
import { readXlsFirstColumn } from './read-xls-first-column.js';
import { readXlsxFirstColumn } from './read-xlsx-first-column.js';
import { zipPartNames } from './zip-parts.js';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * Column A of the first sheet, whichever of the three formats the bytes are: people rename files,
 * so the content decides, not the extension.
 */
export function spreadsheetFirstColumn(bytes: Uint8Array, maxRows: number): string[] {
  if (startsWith(bytes, COMPOUND_FILE)) return readXlsFirstColumn(bytes, maxRows);
  if (!startsWith(bytes, ZIP)) throw new Error('not a spreadsheet');
  const parts = zipPartNames(bytes);
  if (parts.has('xl/workbook.xml')) return readXlsxFirstColumn(bytes, maxRows);
  if (parts.has('content.xml')) return readOdsFirstColumn(bytes, maxRows);
  throw new Error('a zip that is neither xlsx nor ods');
}
