// A PDF opened for an appended revision: its trailer and cross-reference data (tables, streams and
// hybrids, every revision back through /Prev), and objects parsed only when asked for, straight
// from their offsets or their object stream. Nothing else of the file is read.
import { inflateSync } from 'node:zlib';
import { PdfName, PdfRef, PdfStream, isDict, nameOf, type PdfDict, type PdfValue } from './pdf-objects.js';
import { PdfParser, PdfSyntaxError } from './pdf-parser.js';

type XrefEntry =
  { kind: 'offset'; offset: number; gen: number } | { kind: 'compressed'; stream: number; index: number };

/** The file cannot be read through its cross-reference data (missing, broken or pointing elsewhere). */
export class BrokenXrefError extends Error {}

export class PdfFile {
  readonly bytes: Buffer;
  /** The newest trailer (of a cross-reference stream, its dictionary). */
  readonly trailer: PdfDict;
  /** Where the newest cross-reference section starts: the next revision's /Prev. */
  readonly startXref: number;
  /** The newest section's form: an appended section must match it. */
  readonly xrefForm: 'table' | 'stream';
  /** /Size of the newest trailer: the first object number a revision may use. */
  readonly size: number;
  private readonly entries = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, PdfValue>();
  private readonly objectStreams = new Map<
    number,
    { data: Buffer; offsets: Map<number, number>; first: number }
  >();

  private constructor(bytes: Buffer) {
    this.bytes = bytes;
    const tail = bytes.toString('latin1', Math.max(0, bytes.length - 2048));
    const at = tail.lastIndexOf('startxref');
    const match = at === -1 ? null : /^startxref\s+(\d+)/.exec(tail.slice(at));
    if (!match) throw new BrokenXrefError('No startxref.');
    this.startXref = Number(match[1]);
    const seen = new Set<number>();
    let offset: number | undefined = this.startXref;
    let newest: { trailer: PdfDict; form: 'table' | 'stream' } | undefined;
    while (offset !== undefined) {
      if (seen.has(offset) || offset < 0 || offset >= bytes.length)
        throw new BrokenXrefError(`Bad xref offset ${offset}.`);
      seen.add(offset);
      const section = this.readSection(offset);
      newest ??= section;
      const prev: PdfValue | undefined = section.trailer.get('Prev');
      offset = typeof prev === 'number' ? prev : undefined;
    }
    if (!newest) throw new BrokenXrefError('No cross-reference section.');
    this.trailer = newest.trailer;
    this.xrefForm = newest.form;
    const size = this.trailer.get('Size');
    if (typeof size !== 'number' || !(this.trailer.get('Root') instanceof PdfRef)) {
      throw new BrokenXrefError('The trailer has no /Size or /Root.');
    }
    let highest = size;
    for (const num of this.entries.keys()) highest = Math.max(highest, num + 1);
    this.size = highest;
    this.checkOffsets();
  }

  /** Reads the cross-reference data; throws BrokenXrefError when it cannot be trusted. */
  static open(bytes: Uint8Array): PdfFile {
    const buffer = Buffer.isBuffer(bytes)
      ? bytes
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (buffer.indexOf('%PDF-', 0, 'latin1') === -1 || buffer.indexOf('%PDF-', 0, 'latin1') > 1024) {
      throw new BrokenXrefError('Not a PDF.');
    }
    try {
      return new PdfFile(buffer);
    } catch (error) {
      if (error instanceof BrokenXrefError) throw error;
      throw new BrokenXrefError(error instanceof Error ? error.message : String(error));
    }
  }

  private readSection(offset: number): { trailer: PdfDict; form: 'table' | 'stream' } {
    const parser = new PdfParser(this.bytes, offset);
    if (parser.peekKeyword() === 'xref') {
      parser.keyword();
      this.readTable(parser);
      const trailer = parser.value();
      if (!isDict(trailer)) throw new BrokenXrefError('The trailer is not a dictionary.');
      const hybrid = trailer.get('XRefStm');
      // Hybrid files: the table is searched first, then its stream, then the older sections.
      if (typeof hybrid === 'number') this.readXrefStream(hybrid);
      return { trailer, form: 'table' };
    }
    return { trailer: this.readXrefStream(offset), form: 'stream' };
  }

  private readTable(parser: PdfParser): void {
    for (;;) {
      const word = parser.peekKeyword();
      if (word === 'trailer') {
        parser.keyword();
        return;
      }
      const first = parser.integer();
      const count = parser.integer();
      for (let i = 0; i < count; i += 1) {
        parser.skipWhitespace();
        const entry = tableEntryAt(this.bytes, parser.pos);
        if (entry) parser.pos += 20;
        const offset = entry ? entry.offset : parser.integer();
        const gen = entry ? entry.gen : parser.integer();
        const type = entry ? entry.type : parser.keyword();
        if (type !== 'n' && type !== 'f')
          throw new BrokenXrefError(`Bad xref entry for object ${first + i}.`);
        const num = first + i;
        if (this.entries.has(num)) continue;
        // A free entry still shadows older revisions' entries for the same number.
        this.entries.set(
          num,
          type === 'n' ? { kind: 'offset', offset, gen } : { kind: 'offset', offset: -1, gen },
        );
      }
    }
  }

  private readXrefStream(offset: number): PdfDict {
    const parser = new PdfParser(this.bytes, offset, (ref) => this.get(ref));
    const { value } = parser.indirectObject();
    if (!(value instanceof PdfStream) || nameOf(value.dict.get('Type')) !== 'XRef') {
      throw new BrokenXrefError(`No cross-reference at ${offset}.`);
    }
    const widths = value.dict.get('W');
    if (!Array.isArray(widths) || widths.length < 3 || widths.some((w) => typeof w !== 'number')) {
      throw new BrokenXrefError('Bad /W in a cross-reference stream.');
    }
    const [w0, w1, w2] = widths as number[];
    const size = value.dict.get('Size');
    const index = value.dict.get('Index');
    const ranges = Array.isArray(index) ? (index as number[]) : [0, typeof size === 'number' ? size : 0];
    const data = decodeStream(value);
    const rowLength = w0 + w1 + w2;
    const field = (at: number, width: number, fallback: number) => {
      if (width === 0) return fallback;
      let n = 0;
      for (let i = 0; i < width; i += 1) n = n * 256 + data[at + i];
      return n;
    };
    let row = 0;
    for (let r = 0; r + 1 < ranges.length; r += 2) {
      for (let i = 0; i < ranges[r + 1]; i += 1, row += 1) {
        const at = row * rowLength;
        if (at + rowLength > data.length) throw new BrokenXrefError('Cross-reference stream too short.');
        const num = ranges[r] + i;
        if (this.entries.has(num)) continue;
        const type = field(at, w0, 1);
        const second = field(at + w0, w1, 0);
        const third = field(at + w0 + w1, w2, 0);
        if (type === 1) this.entries.set(num, { kind: 'offset', offset: second, gen: third });
        else if (type === 2) this.entries.set(num, { kind: 'compressed', stream: second, index: third });
        else if (type === 0) this.entries.set(num, { kind: 'offset', offset: -1, gen: third });
      }
    }
    return value.dict;
  }

  /** Every object an offset points to must start there: otherwise the table is stale (rebuilt by readers). */
  private checkOffsets(): void {
    for (const [num, entry] of this.entries) {
      if (entry.kind !== 'offset' || entry.offset < 0) continue;
      if (objectHeaderAt(this.bytes, entry.offset, num, entry.gen)) continue;
      const parser = new PdfParser(this.bytes, entry.offset);
      let ok: boolean;
      try {
        ok = parser.integer() === num && parser.integer() === entry.gen && parser.keyword() === 'obj';
      } catch {
        ok = false;
      }
      if (!ok) throw new BrokenXrefError(`Object ${num} is not where the cross-reference says.`);
    }
  }

  /** The object a reference names (null when free or missing, as ISO 32000 says). */
  get(ref: PdfRef): PdfValue {
    const cached = this.cache.get(ref.num);
    if (cached !== undefined) return cached;
    const entry = this.entries.get(ref.num);
    let value: PdfValue = null;
    if (entry?.kind === 'offset' && entry.offset >= 0) {
      const parser = new PdfParser(this.bytes, entry.offset, (length) => this.get(length));
      value = parser.indirectObject(new PdfRef(ref.num, entry.gen)).value;
    } else if (entry?.kind === 'compressed') {
      value = this.fromObjectStream(ref.num, entry.stream);
    }
    this.cache.set(ref.num, value);
    return value;
  }

  /** Follows a reference; other values are returned as they are. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof PdfRef ? this.get(value) : value;
  }

  /** A dictionary entry, followed through a reference. */
  lookup(container: PdfDict, key: string): PdfValue | undefined {
    return this.resolve(container.get(key));
  }

  /** The generation an object number has now (0 for new numbers). */
  generationOf(num: number): number {
    const entry = this.entries.get(num);
    return entry?.kind === 'offset' ? entry.gen : 0;
  }

  private fromObjectStream(num: number, streamNum: number): PdfValue {
    let stream = this.objectStreams.get(streamNum);
    if (!stream) {
      const container = this.get(new PdfRef(streamNum, 0));
      if (!(container instanceof PdfStream))
        throw new PdfSyntaxError(`Object stream ${streamNum} is missing.`);
      const data = decodeStream(container);
      const count = container.dict.get('N');
      const first = container.dict.get('First');
      if (typeof count !== 'number' || typeof first !== 'number')
        throw new PdfSyntaxError('Bad object stream.');
      const header = new PdfParser(data, 0);
      const offsets = new Map<number, number>();
      for (let i = 0; i < count; i += 1) {
        const objectNum = header.integer();
        offsets.set(objectNum, header.integer());
      }
      stream = { data, offsets, first };
      this.objectStreams.set(streamNum, stream);
    }
    const offset = stream.offsets.get(num);
    if (offset === undefined) return null;
    return new PdfParser(stream.data, stream.first + offset, (ref) => this.get(ref)).value();
  }
}

// Byte-level readers for what every file has hundreds of: cross-reference table entries and the
// object headers their offsets point at. Each answers only when the bytes have the usual form; any
// other form goes through the parser, which reads it (or refuses it) as before.

const isDigitAt = (bytes: Buffer, at: number) => bytes[at] >= 0x30 && bytes[at] <= 0x39;
const isSpaceAt = (bytes: Buffer, at: number) =>
  bytes[at] === 0x20 || bytes[at] === 0x0a || bytes[at] === 0x0d;

/** Digits from `at` up to `end` as a number, or -1 when one is not a digit. */
function digitsAt(bytes: Buffer, at: number, end: number): number {
  let value = 0;
  for (let i = at; i < end; i += 1) {
    if (!isDigitAt(bytes, i)) return -1;
    value = value * 10 + bytes[i] - 0x30;
  }
  return value;
}

/** A 20-byte table entry (ISO 32000-1 7.5.4: `nnnnnnnnnn ggggg n` and a two-byte end of line). */
function tableEntryAt(bytes: Buffer, at: number): { offset: number; gen: number; type: string } | undefined {
  if (at + 20 > bytes.length || bytes[at + 10] !== 0x20 || bytes[at + 16] !== 0x20) return undefined;
  const type = bytes[at + 17];
  if ((type !== 0x6e && type !== 0x66) || !isSpaceAt(bytes, at + 18) || !isSpaceAt(bytes, at + 19)) {
    return undefined;
  }
  const offset = digitsAt(bytes, at, at + 10);
  const gen = digitsAt(bytes, at + 11, at + 16);
  if (offset < 0 || gen < 0) return undefined;
  return { offset, gen, type: type === 0x6e ? 'n' : 'f' };
}

/** Whether `num gen obj` starts at `at`, written the usual way (single spaces, no comment). */
function objectHeaderAt(bytes: Buffer, at: number, num: number, gen: number): boolean {
  const expected = `${num} ${gen} obj`;
  if (at + expected.length >= bytes.length) return false;
  for (let i = 0; i < expected.length; i += 1) {
    if (bytes[at + i] !== expected.charCodeAt(i)) return false;
  }
  const next = bytes[at + expected.length];
  // `obj` must end there: followed by white space or a delimiter, not more of a word.
  return (
    isSpaceAt(bytes, at + expected.length) ||
    next === 0x09 ||
    next === 0x0c ||
    next === 0x00 ||
    next === 0x3c ||
    next === 0x5b ||
    next === 0x28 ||
    next === 0x2f ||
    next === 0x25
  );
}

/** A stream's decoded bytes: FlateDecode with or without PNG/TIFF predictors, or no filter. */
export function decodeStream(stream: PdfStream): Buffer {
  const filter = stream.dict.get('Filter');
  const filters = Array.isArray(filter) ? filter : filter === undefined || filter === null ? [] : [filter];
  let data = Buffer.from(stream.data.buffer, stream.data.byteOffset, stream.data.byteLength);
  if (filters.length === 0) return data;
  if (filters.length > 1 || !(filters[0] instanceof PdfName) || filters[0].name !== 'FlateDecode') {
    throw new PdfSyntaxError(`Unsupported filter ${JSON.stringify(filters)}.`);
  }
  try {
    data = inflateSync(data);
  } catch (cause) {
    throw new PdfSyntaxError(
      `A stream does not inflate: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  const parms = stream.dict.get('DecodeParms');
  const decodeParms = Array.isArray(parms) ? parms[0] : parms;
  if (!isDict(decodeParms ?? undefined)) return data;
  const predictor = (decodeParms as PdfDict).get('Predictor');
  if (typeof predictor !== 'number' || predictor < 10) {
    if (predictor === 2) throw new PdfSyntaxError('TIFF predictor is not supported here.');
    return data;
  }
  const columns = Number((decodeParms as PdfDict).get('Columns') ?? 1);
  const colors = Number((decodeParms as PdfDict).get('Colors') ?? 1);
  const bits = Number((decodeParms as PdfDict).get('BitsPerComponent') ?? 8);
  return unpredictPng(
    data,
    Math.ceil((columns * colors * bits) / 8),
    Math.max(1, Math.ceil((colors * bits) / 8)),
  );
}

/** Reverses PNG row filters (each row prefixed by its filter type). */
export function unpredictPng(data: Buffer, rowBytes: number, pixelBytes: number): Buffer {
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  // One loop per row's filter type (ISO 15948 9): a row of type None is a copy.
  for (let r = 0; r < rows; r += 1) {
    const type = data[r * (rowBytes + 1)];
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    const up = dst - rowBytes;
    const first = r > 0;
    switch (type) {
      case 1:
        for (let i = 0; i < rowBytes; i += 1) {
          out[dst + i] = (data[src + i] + (i >= pixelBytes ? out[dst + i - pixelBytes] : 0)) & 0xff;
        }
        break;
      case 2:
        if (!first) data.copy(out, dst, src, src + rowBytes);
        else for (let i = 0; i < rowBytes; i += 1) out[dst + i] = (data[src + i] + out[up + i]) & 0xff;
        break;
      case 3:
        for (let i = 0; i < rowBytes; i += 1) {
          const left = i >= pixelBytes ? out[dst + i - pixelBytes] : 0;
          const above = first ? out[up + i] : 0;
          out[dst + i] = (data[src + i] + ((left + above) >> 1)) & 0xff;
        }
        break;
      case 4:
        for (let i = 0; i < rowBytes; i += 1) {
          const left = i >= pixelBytes ? out[dst + i - pixelBytes] : 0;
          const above = first ? out[up + i] : 0;
          const corner = first && i >= pixelBytes ? out[up + i - pixelBytes] : 0;
          const p = left + above - corner;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - above);
          const pc = Math.abs(p - corner);
          out[dst + i] = (data[src + i] + (pa <= pb && pa <= pc ? left : pb <= pc ? above : corner)) & 0xff;
        }
        break;
      default:
        data.copy(out, dst, src, src + rowBytes);
    }
  }
  return out;
}
