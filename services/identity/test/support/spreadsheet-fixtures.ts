import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';

/** Rows of cells, as a sheet holds them; `undefined` leaves a cell empty. */
export type Rows = Array<Array<string | number | undefined>>;

/** An .xlsx with these sheets, in order, written by exceljs. */
export async function xlsxOf(sheets: Rows[], options: { firstColumn?: number } = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  sheets.forEach((rows, index) => {
    const sheet = book.addWorksheet(`Sheet${index + 1}`);
    rows.forEach((cells, row) => {
      cells.forEach((value, column) => {
        if (value !== undefined)
          sheet.getCell(row + 1, column + 1 + (options.firstColumn ?? 0)).value = value;
      });
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function odsCell(value: string | number | undefined): string {
  if (value === undefined) return '<table:table-cell/>';
  if (typeof value === 'number')
    return `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;
  return `<table:table-cell office:value-type="string"><text:p>${escapeXml(value)}</text:p></table:table-cell>`;
}

/**
 * An .ods with these sheets, zipped with fflate the way LibreOffice lays one out (mimetype first
 * and stored). `tail` is extra XML after the rows of the first sheet (repeated rows, groups...).
 */
export function odsOf(sheets: Rows[], tail = ''): Buffer {
  const tables = sheets
    .map(
      (rows, index) =>
        `<table:table table:name="Sheet${index + 1}"><table:table-column/>` +
        rows.map((cells) => `<table:table-row>${cells.map(odsCell).join('')}</table:table-row>`).join('') +
        (index === 0 ? tail : '') +
        '</table:table>',
    )
    .join('');
  const content =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
    'xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.3">' +
    `<office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`;
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>' +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>' +
    '</manifest:manifest>';
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
      'content.xml': strToU8(content),
      'META-INF/manifest.xml': strToU8(manifest),
    }),
  );
}

/**
 * A legacy .xls committed under test/fixtures/invitations (BIFF8, made by LibreOffice:
 * `soffice --headless --infilter=CSV:44,34,76,1 --convert-to xls <name>.csv` from the .csv of the
 * same name; two-sheets.xls from a two-sheet .xlsx that exceljs wrote, as `xlsxOf` does).
 */
export function xlsFixture(name: string): Promise<Buffer> {
  return readFile(new URL(`../fixtures/invitations/${name}.xls`, import.meta.url));
}
