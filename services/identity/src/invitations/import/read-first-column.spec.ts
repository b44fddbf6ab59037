import XLSX from 'xlsx';
import { readFirstColumn } from './read-first-column.js';

function workbook(rows: unknown[][], bookType: XLSX.BookType, extraSheet?: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Convites');
  if (extraSheet) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(extraSheet), 'Outros');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const rows = [
  ['ana@example.com', 'Ana', 'ignored@example.com'],
  [' bruno@example.com ', 'Bruno'],
  [],
  ['not an e-mail'],
  [12345],
];

describe('readFirstColumn', () => {
  it.each(['xlsx', 'xls', 'ods'] as const)(
    'reads the first column of the first sheet of an .%s file',
    async (kind) => {
      const bytes = workbook(rows, kind === 'xls' ? 'biff8' : kind, [['other-sheet@example.com']]);
      expect(await readFirstColumn(bytes, kind, { maxRows: 100 })).toEqual([
        'ana@example.com',
        'bruno@example.com',
        'not an e-mail',
        '12345',
      ]);
    },
  );

  it('reads column A even when the sheet starts further right', async () => {
    const sheet = XLSX.utils.sheet_add_aoa(XLSX.utils.aoa_to_sheet([]), [['b-column@example.com']], {
      origin: 'B1',
    });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await readFirstColumn(bytes, 'xlsx', { maxRows: 10 })).toEqual([]);
  });

  it('stops at maxRows', async () => {
    const many = Array.from({ length: 50 }, (_, index) => [`p${index}@example.com`]);
    expect(await readFirstColumn(workbook(many, 'xlsx'), 'xlsx', { maxRows: 10 })).toHaveLength(10);
    const text = Buffer.from(many.map((row) => row[0]).join('\n'));
    expect(await readFirstColumn(text, 'txt', { maxRows: 10 })).toHaveLength(10);
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
