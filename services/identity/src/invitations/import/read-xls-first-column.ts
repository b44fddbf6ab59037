import CFB from 'cfb';

// BIFF8 record types (MS-XLS §2.3).
const BOF = 0x0809;
const EOF = 0x000a;
const BOUNDSHEET = 0x0085;
const SST = 0x00fc;
const CONTINUE = 0x003c;
const LABELSST = 0x00fd;
const LABEL = 0x0204;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const BIFF8 = 0x0600;
// A file claiming more strings than this is not an invitation list (each takes at least 3 bytes).
const MAX_SHARED_STRINGS = 2_000_000;

class BiffError extends Error {}

const fail = (reason: string): never => {
  throw new BiffError(`xls: ${reason}`);
};

interface BiffRecord {
  type: number;
  /** Offset of the record's header in the stream. */
  offset: number;
  data: Buffer;
}

/** The records of a BIFF stream from `offset`, each bounds-checked. */
function* recordsFrom(stream: Buffer, offset: number): Generator<BiffRecord> {
  let position = offset;
  while (position + 4 <= stream.length) {
    const type = stream.readUInt16LE(position);
    const length = stream.readUInt16LE(position + 2);
    const start = position + 4;
    if (start + length > stream.length) fail('record runs past the end of the stream');
    yield { type, offset: position, data: stream.subarray(start, start + length) };
    position = start + length;
  }
}

/**
 * Reads the shared string table across its CONTINUE records. A string's characters may be split
 * at a record boundary; the continuation then starts with one byte of flags saying whether the
 * rest is 8- or 16-bit (MS-XLS §2.5.293, §2.4.58).
 */
class SegmentReader {
  private segment = 0;
  private position = 0;

  constructor(private readonly segments: Buffer[]) {}

  private current(): Buffer {
    while (this.segment < this.segments.length && this.position >= this.segments[this.segment]!.length) {
      this.segment += 1;
      this.position = 0;
    }
    return this.segments[this.segment] ?? fail('shared strings end early');
  }

  /** True when the current segment is used up (the next read starts a CONTINUE). */
  private atBoundary(): boolean {
    return this.position >= (this.segments[this.segment]?.length ?? 0);
  }

  u8(): number {
    const value = this.current()[this.position]!;
    this.position += 1;
    return value;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(count: number): void {
    let left = count;
    while (left > 0) {
      const segment = this.current();
      const step = Math.min(left, segment.length - this.position);
      this.position += step;
      left -= step;
    }
  }

  chars(count: number, highByte: boolean): string {
    let text = '';
    let wide = highByte;
    let left = count;
    while (left > 0) {
      if (this.atBoundary()) {
        this.current();
        wide = (this.u8() & 0x01) === 1;
      }
      const segment = this.current();
      const width = wide ? 2 : 1;
      const available = Math.floor((segment.length - this.position) / width);
      if (available === 0) fail('a character is split across records');
      const take = Math.min(left, available);
      const bytes = segment.subarray(this.position, this.position + take * width);
      text += wide ? bytes.toString('utf16le') : bytes.toString('latin1');
      this.position += take * width;
      left -= take;
    }
    return text;
  }
}

function sharedStrings(segments: Buffer[]): string[] {
  const reader = new SegmentReader(segments);
  reader.u32(); // total references, unused
  const unique = reader.u32();
  if (unique > MAX_SHARED_STRINGS) fail('too many shared strings');
  const strings: string[] = [];
  for (let index = 0; index < unique; index += 1) {
    const count = reader.u16();
    const flags = reader.u8();
    const runs = flags & 0x08 ? reader.u16() : 0;
    const extension = flags & 0x04 ? reader.u32() : 0;
    strings.push(reader.chars(count, (flags & 0x01) === 1));
    reader.skip(runs * 4 + extension);
  }
  return strings;
}

/** XLUnicodeString (LABEL): 16-bit count, flags, then 8- or 16-bit characters. */
function unicodeString(data: Buffer, offset: number): string {
  if (offset + 3 > data.length) fail('short LABEL');
  const count = data.readUInt16LE(offset);
  const wide = (data[offset + 2]! & 0x01) === 1;
  const end = offset + 3 + count * (wide ? 2 : 1);
  if (end > data.length) fail('LABEL runs past its record');
  const bytes = data.subarray(offset + 3, end);
  return wide ? bytes.toString('utf16le') : bytes.toString('latin1');
}

/** An RK number (MS-XLS §2.5.217): a 30-bit integer or the top of a double, maybe ×100. */
function rkNumber(rk: number): number {
  let value: number;
  if (rk & 0x02) value = rk >> 2;
  else {
    const double = Buffer.alloc(8);
    double.writeUInt32LE(0, 0);
    double.writeUInt32LE(rk & 0xfffffffc, 4);
    value = double.readDoubleLE(0);
  }
  return rk & 0x01 ? value / 100 : value;
}

function numberText(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

/**
 * Column A of the first worksheet of a legacy .xls (BIFF8 in a compound file), rows 1..maxRows,
 * '' where empty. Reads only what that needs: the sheet list, the shared strings, and the
 * worksheet's LABELSST, LABEL, NUMBER, RK and MULRK cells; every length is checked before use.
 */
export function readXlsFirstColumn(bytes: Uint8Array, maxRows: number): string[] {
  const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    type: 'buffer',
  });
  const entry = CFB.find(container, 'Workbook') ?? fail('no Workbook stream (not BIFF8)');
  const content = entry.content as Uint8Array | undefined;
  if (!content?.length) fail('empty Workbook stream');
  const stream = Buffer.from(content!.buffer, content!.byteOffset, content!.byteLength);

  const globals = recordsFrom(stream, 0);
  const bof = globals.next();
  if (
    bof.done ||
    bof.value.type !== BOF ||
    bof.value.data.length < 2 ||
    bof.value.data.readUInt16LE(0) !== BIFF8
  )
    fail('not a BIFF8 workbook');
  let sheetOffset: number | undefined;
  let sst: Buffer[] | undefined;
  let inSst = false;
  for (const record of globals) {
    if (record.type === EOF) break;
    if (record.type === CONTINUE && inSst) {
      sst!.push(record.data);
      continue;
    }
    inSst = record.type === SST;
    if (inSst) sst = [record.data];
    else if (record.type === BOUNDSHEET && sheetOffset === undefined) {
      if (record.data.length < 6) fail('short BOUNDSHEET');
      // Type 0 is a worksheet; chart sheets and macro sheets are skipped.
      if (record.data[5] === 0) sheetOffset = record.data.readUInt32LE(0);
    }
  }
  if (sheetOffset === undefined) return [];
  if (sheetOffset >= stream.length) fail('the first sheet is outside the stream');
  let strings: string[] | undefined;
  const stringAt = (index: number): string => {
    strings ??= sst ? sharedStrings(sst) : [];
    return strings[index] ?? '';
  };

  const cells: string[] = [];
  const put = (row: number, text: string) => {
    if (row >= maxRows) return;
    while (cells.length <= row) cells.push('');
    cells[row] = text;
  };
  const sheet = recordsFrom(stream, sheetOffset);
  const sheetBof = sheet.next();
  if (sheetBof.done || sheetBof.value.type !== BOF) fail('the first sheet does not start with BOF');
  for (const { type, data } of sheet) {
    if (type === EOF) break;
    if (type === MULRK) {
      if (data.length < 10) fail('short MULRK');
      const row = data.readUInt16LE(0);
      // Column A can only be the first cell of a run.
      if (data.readUInt16LE(2) === 0) put(row, numberText(rkNumber(data.readUInt32LE(6))));
      continue;
    }
    if (type !== LABELSST && type !== LABEL && type !== NUMBER && type !== RK) continue;
    if (data.length < 6) fail('short cell record');
    const row = data.readUInt16LE(0);
    if (data.readUInt16LE(2) !== 0) continue;
    if (type === LABELSST) {
      if (data.length < 10) fail('short LABELSST');
      put(row, stringAt(data.readUInt32LE(6)));
    } else if (type === LABEL) put(row, unicodeString(data, 6));
    else if (type === NUMBER) {
      if (data.length < 14) fail('short NUMBER');
      put(row, numberText(data.readDoubleLE(6)));
    } else {
      if (data.length < 10) fail('short RK');
      put(row, numberText(rkNumber(data.readUInt32LE(6))));
    }
  }
  return cells;
}
