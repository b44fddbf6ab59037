import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export type InvitationFileKind = 'xlsx' | 'xls' | 'ods' | 'csv' | 'txt';

export interface ReadFirstColumnOptions {
  /** Rows read at most; the rest of the sheet is never parsed. */
  maxRows: number;
  /** A spreadsheet that takes longer than this to parse is given up on. */
  timeoutMs?: number;
}

/** The file could not be read as the kind it claims to be. */
export class UnreadableFileError extends Error {
  constructor(reason: string) {
    super(`unreadable invitation file: ${reason}`);
    this.name = 'UnreadableFileError';
  }
}

const xlsxPath = createRequire(import.meta.url).resolve('xlsx');

// Spreadsheets are parsed by SheetJS in a worker thread of its own: the parser runs on untrusted
// bytes, so whatever a crafted file does to the parser's objects (prototype pollution is a known
// class of bugs there) stays in a throw-away realm, and a file that makes it spin or bloat is
// stopped by the timeout and the heap limit instead of stalling the HTTP process.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.xlsxPath);
const book = XLSX.read(workerData.bytes, {
  type: 'array', sheets: 0, sheetRows: workerData.maxRows, cellFormula: false, cellHTML: false,
  cellNF: false, cellStyles: false, cellDates: false, bookVBA: false, bookDeps: false, bookFiles: false,
});
const sheet = book.SheetNames.length ? book.Sheets[book.SheetNames[0]] : undefined;
const cells = [];
if (sheet && sheet['!ref']) {
  const range = XLSX.utils.decode_range(sheet['!ref']);
  for (let row = range.s.r; row <= range.e.r; row += 1) {
    const cell = sheet[XLSX.utils.encode_cell({ r: row, c: 0 })];
    cells.push(cell && cell.v !== undefined && cell.v !== null ? String(cell.w !== undefined ? cell.w : cell.v) : '');
  }
}
parentPort.postMessage(cells);
`;

/**
 * The values of the first column of the first sheet (spreadsheets) or the first field of each
 * line (csv, txt), trimmed, blanks left out, in file order (workspace-and-personal §5: e-mails in
 * the first column, one per line).
 */
export async function readFirstColumn(
  bytes: Buffer,
  kind: InvitationFileKind,
  options: ReadFirstColumnOptions,
): Promise<string[]> {
  const cells =
    kind === 'csv' || kind === 'txt'
      ? readTextLines(bytes, kind, options.maxRows)
      : await readSheet(bytes, options);
  return cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
}

function readTextLines(bytes: Buffer, kind: 'csv' | 'txt', maxRows: number): string[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n|\r|\n/, maxRows);
  return kind === 'txt' ? lines : lines.map(firstCsvField);
}

/** The first field of a CSV line: quoted ("a@b.c",...) or up to the first , ; or tab. */
function firstCsvField(line: string): string {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('"')) {
    const end = trimmed.indexOf('"', 1);
    return end === -1 ? trimmed.slice(1) : trimmed.slice(1, end);
  }
  return trimmed.split(/[,;\t]/, 1)[0] ?? '';
}

function readSheet(bytes: Buffer, options: ReadFirstColumnOptions): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { xlsxPath, bytes: new Uint8Array(bytes), maxRows: options.maxRows },
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new UnreadableFileError('took too long to parse'))),
      options.timeoutMs ?? 10_000,
    );
    worker.once('message', (cells: unknown) =>
      settle(() =>
        Array.isArray(cells) && cells.every((cell) => typeof cell === 'string')
          ? resolve(cells)
          : reject(new UnreadableFileError('unexpected parser output')),
      ),
    );
    worker.once('error', (error) => settle(() => reject(new UnreadableFileError(error.message))));
    worker.once('exit', (code) =>
      settle(() => reject(new UnreadableFileError(`parser exited with ${code}`))),
    );
  });
}
