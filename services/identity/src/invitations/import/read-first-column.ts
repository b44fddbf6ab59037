import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export type InvitationFileKind = 'xlsx' | 'xls' | 'ods' | 'csv' | 'txt';

export interface ReadFirstColumnOptions {
  /** Rows read at most; values further down are never looked at. */
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

// Compiled, the worker is the .js file beside this one. Run from the TypeScript sources (tests),
// it is the .ts file, loaded with the repository's TypeScript hooks as Jest loads sources.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(`./first-column.worker.${FROM_SOURCES ? 'ts' : 'js'}`, import.meta.url);
const WORKER_EXEC_ARGV = FROM_SOURCES
  ? [
      '--import',
      fileURLToPath(
        new URL('../../../../../libs/testing/src/child/register-typescript.mjs', import.meta.url),
      ),
    ]
  : [];

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
    // The parsers run on untrusted bytes in a worker thread of their own, so a crafted file that
    // makes one spin or bloat is stopped by the timeout and the heap limit instead of stalling the
    // HTTP process, and whatever it does to the parser's objects stays in a throw-away realm.
    const worker = new Worker(WORKER_URL, {
      execArgv: WORKER_EXEC_ARGV,
      workerData: { bytes: new Uint8Array(bytes), maxRows: options.maxRows },
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
