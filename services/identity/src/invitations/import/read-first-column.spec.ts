import { strToU8, zipSync } from 'fflate';
import { odsOf, xlsFixture, xlsxOf, type Rows } from '../../../test/support/spreadsheet-fixtures.js';
import { readFirstColumn, UnreadableFileError } from './read-first-column.js';
import { readXlsFirstColumn } from './read-xls-first-column.js';

const rows: Rows = [
  ['ana@example.com', 'Ana', 'ignored@example.com'],
  [' bruno@example.com ', 'Bruno'],
  [],
  ['not an e-mail'],
  [12345],
];
const expected = ['ana@example.com', 'bruno@example.com', 'not an e-mail', '12345'];
const otherSheet: Rows = [['other-sheet@example.com']];

describe('readFirstColumn', () => {
  it('reads the first column of the first sheet of an .xlsx file (written by exceljs)', async () => {
    expect(await readFirstColumn(await xlsxOf([rows, otherSheet]), 'xlsx', { maxRows: 100 })).toEqual(
      expected,
    );
  });

  it('reads the first column of the first sheet of an .ods file', async () => {
    expect(await readFirstColumn(odsOf([rows, otherSheet]), 'ods', { maxRows: 100 })).toEqual(expected);
  });

  it('reads the first column of an .xls file (BIFF8: shared strings, RK and NUMBER cells)', async () => {
    expect(await readFirstColumn(await xlsFixture('first-column'), 'xls', { maxRows: 100 })).toEqual([
      ...expected,
      '1.5',
      '3.14159265358979',
      'zoë.ωmega@example.com',
    ]);
  });

  it('reads only the first sheet of a two-sheet .xls', async () => {
    expect(await readFirstColumn(await xlsFixture('two-sheets'), 'xls', { maxRows: 100 })).toEqual(expected);
  });

  it('reads shared strings that run over CONTINUE records, 8- and 16-bit, in an .xls', async () => {
    const cells = await readFirstColumn(await xlsFixture('many'), 'xls', { maxRows: 1000 });
    expect(cells).toHaveLength(700);
    cells.forEach((cell, index) => {
      const number = String(index).padStart(3, '0');
      expect(cell).toBe(
        index % 3 ? `person-${number}.ωμέγα@example.com` : `latin-person-${number}@example.com`,
      );
    });
  });

  it('reads by content, whatever the extension says', async () => {
    const xlsx = await xlsxOf([rows]);
    expect(await readFirstColumn(xlsx, 'ods', { maxRows: 100 })).toEqual(expected);
    expect(await readFirstColumn(odsOf([rows]), 'xls', { maxRows: 100 })).toEqual(expected);
  });

  it('reads column A only, even when the sheet starts further right', async () => {
    const bytes = await xlsxOf([[['b-column@example.com']]], { firstColumn: 1 });
    expect(await readFirstColumn(bytes, 'xlsx', { maxRows: 10 })).toEqual([]);
  });

  it('keeps ODS text as shown: links, spans and repeated spaces; repeated rows counted once each', async () => {
    const tail =
      '<table:table-row><table:table-cell><text:p><text:a xlink:href="mailto:link@example.com">link@example.com</text:a></text:p></table:table-cell></table:table-row>' +
      '<table:table-row-group><table:table-row><table:table-cell><text:p>a<text:s text:c="2"/>b<text:span>@example.com</text:span></text:p></table:table-cell></table:table-row></table:table-row-group>' +
      '<table:table-row table:number-rows-repeated="2"><table:table-cell><text:p>twice@example.com</text:p></table:table-cell></table:table-row>' +
      '<table:table-row table:number-rows-repeated="1048000"><table:table-cell/></table:table-row>';
    expect(await readFirstColumn(odsOf([[['first@example.com']]], tail), 'ods', { maxRows: 100 })).toEqual([
      'first@example.com',
      'link@example.com',
      'a  b@example.com',
      'twice@example.com',
      'twice@example.com',
    ]);
  });

  it('stops at maxRows', async () => {
    const many: Rows = Array.from({ length: 50 }, (_, index) => [`p${index}@example.com`]);
    expect(await readFirstColumn(await xlsxOf([many]), 'xlsx', { maxRows: 10 })).toHaveLength(10);
    expect(await readFirstColumn(odsOf([many]), 'ods', { maxRows: 10 })).toHaveLength(10);
    expect(await readFirstColumn(await xlsFixture('many'), 'xls', { maxRows: 10 })).toHaveLength(10);
    const text = Buffer.from(many.map((row) => row[0]).join('\n'));
    expect(await readFirstColumn(text, 'txt', { maxRows: 10 })).toHaveLength(10);
  });

  it.each([
    ['garbage', Buffer.from('not a spreadsheet at all')],
    ['a zip of something else', Buffer.from(zipSync({ 'readme.txt': strToU8('hello') }))],
    ['a truncated zip', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)])],
    [
      'a compound file header and nothing else',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]),
    ],
    [
      'XML with an entity declaration',
      Buffer.from(
        zipSync({
          'content.xml': strToU8(
            '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><office:document-content/>',
          ),
        }),
      ),
    ],
  ])('refuses %s as unreadable', async (_, bytes) => {
    await expect(readFirstColumn(bytes, 'xlsx', { maxRows: 10 })).rejects.toBeInstanceOf(UnreadableFileError);
  });

  it('reads a damaged .xls to strings or refuses it, never hangs (bytes flipped across the file)', async () => {
    for (const [name, step] of [
      ['first-column', 7],
      ['many', 61],
    ] as const) {
      const good = await xlsFixture(name);
      for (let offset = 0; offset < good.length; offset += step) {
        const bad = Buffer.from(good);
        bad[offset] = bad[offset]! ^ 0xff;
        let outcome: string;
        try {
          outcome = readXlsFirstColumn(bad, 100).every((cell) => typeof cell === 'string')
            ? 'read'
            : 'bad output';
        } catch (error) {
          // Node's own RangeErrors come from outside Jest's realm: look at the shape, not the class.
          outcome = typeof (error as Error | undefined)?.message === 'string' ? 'refused' : 'bad throw';
        }
        expect({ name, offset, outcome }).toEqual({
          name,
          offset,
          outcome: expect.stringMatching(/^(read|refused)$/),
        });
      }
    }
  });

  it('reads the first field of each CSV line, quoted or not, with , ; or tab', async () => {
    const csv = Buffer.from(
      '\uFEFFana@example.com,Ana\r\n"bruno@example.com","Bruno, B"\ncarla@example.com;Carla\n\nd@example.com\tD\n',
    );
    expect(await readFirstColumn(csv, 'csv', { maxRows: 100 })).toEqual([
      'ana@example.com',
      'bruno@example.com',
      'carla@example.com',
      'd@example.com',
    ]);
  });

  it('reads one value per line of a text file', async () => {
    const txt = Buffer.from('ana@example.com\r\n  bruno@example.com  \n\nwith,comma@example.com\n');
    expect(await readFirstColumn(txt, 'txt', { maxRows: 100 })).toEqual([
      'ana@example.com',
      'bruno@example.com',
      'with,comma@example.com',
    ]);
  });
});
