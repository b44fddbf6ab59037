// Writes one appended revision (ISO 32000-1 7.5.6) in a single pass: the new and changed objects,
// a cross-reference section in the file's own form (table or stream) whose /Prev chains to the
// previous one, and, when asked, a signature placeholder whose /ByteRange is filled in here.
import { deflateSync } from 'node:zlib';
import { PdfRaw, PdfRef, PdfStream, dict, name, type PdfDict, type PdfValue } from './pdf-objects.js';
import type { PdfFile } from './pdf-file.js';
import { serialize } from './pdf-serializer.js';

/** Where the reserved signature space sits in the whole output (source + appended bytes). */
export interface WrittenPlaceholder {
  byteRange: [number, number, number, number];
  /** Offset of the first hex digit inside `<...>`. */
  contentsStart: number;
  /** Hex digits reserved. */
  contentsLength: number;
}

export interface WrittenRevision {
  /** The bytes to append to the source: the output is `source ++ appended`. */
  appended: Buffer;
  placeholder?: WrittenPlaceholder;
}

const byteRangePlaceholder = `[0 ${'0'.repeat(10)} ${'0'.repeat(10)} ${'0'.repeat(10)}]`;

/** The two placeholder values of a signature dictionary, filled in when the revision is written. */
export function signaturePlaceholders(contentsHexLength: number): { ByteRange: PdfRaw; Contents: PdfRaw } {
  return {
    ByteRange: new PdfRaw(byteRangePlaceholder),
    Contents: new PdfRaw(`<${'0'.repeat(contentsHexLength)}>`),
  };
}

export class RevisionWriter {
  private next: number;
  private readonly objects = new Map<number, { ref: PdfRef; value: PdfValue }>();
  private signatureNum: number | undefined;

  constructor(readonly file: PdfFile) {
    this.next = file.size;
  }

  /** A new object; its number is taken now, so it can be referred to before its value is final. */
  add(value: PdfValue): PdfRef {
    const ref = new PdfRef(this.next, 0);
    this.next += 1;
    this.objects.set(ref.num, { ref, value });
    return ref;
  }

  /** The signature dictionary (with `signaturePlaceholders`): written last, so it is the file's last /ByteRange. */
  addSignature(value: PdfDict): PdfRef {
    const ref = this.add(value);
    this.signatureNum = ref.num;
    return ref;
  }

  /** Replaces an existing object in this revision (same number and generation). */
  set(ref: PdfRef, value: PdfValue): void {
    this.objects.set(ref.num, { ref: new PdfRef(ref.num, this.file.generationOf(ref.num)), value });
  }

  /** The object as this revision will leave it. */
  current(ref: PdfRef): PdfValue {
    const pending = this.objects.get(ref.num);
    return pending ? pending.value : this.file.get(ref);
  }

  get changed(): boolean {
    return this.objects.size > 0;
  }

  write(): WrittenRevision {
    const { file } = this;
    const base = file.bytes.length;
    const chunks: Buffer[] = [];
    let length = 0;
    const push = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
      chunks.push(buffer);
      length += buffer.length;
    };
    const last = file.bytes[base - 1];
    if (last !== 0x0a && last !== 0x0d) push('\n');

    const offsets = new Map<number, { offset: number; gen: number }>();
    let signatureAt: { start: number; text: string } | undefined;
    const ordered = [...this.objects.values()].sort((a, b) =>
      a.ref.num === this.signatureNum ? 1 : b.ref.num === this.signatureNum ? -1 : a.ref.num - b.ref.num,
    );
    for (const { ref, value } of ordered) {
      offsets.set(ref.num, { offset: base + length, gen: ref.gen });
      const header = `${ref.num} ${ref.gen} obj\n`;
      if (value instanceof PdfStream) {
        const streamDict = new Map(value.dict);
        streamDict.set('Length', value.data.length);
        push(`${header}${serialize(streamDict)}\nstream\n`);
        push(Buffer.from(value.data.buffer, value.data.byteOffset, value.data.byteLength));
        push('\nendstream\nendobj\n');
      } else {
        const text = `${header}${serialize(value)}\nendobj\n`;
        if (ref.num === this.signatureNum) signatureAt = { start: length, text };
        push(text);
      }
    }

    const xrefOffset = base + length;
    const trailer = dict({
      Size: 0,
      Root: file.trailer.get('Root'),
      Info: file.trailer.get('Info'),
      ID: file.trailer.get('ID'),
      Prev: file.startXref,
    });
    if (file.xrefForm === 'table') {
      trailer.set('Size', this.next);
      push(`xref\n${xrefTable(offsets)}trailer\n${serialize(trailer)}\n`);
    } else {
      const xrefNum = this.next;
      offsets.set(xrefNum, { offset: xrefOffset, gen: 0 });
      trailer.set('Size', xrefNum + 1);
      const { data, index, widths } = xrefStreamData(offsets);
      const streamDict = dict({
        Type: name('XRef'),
        ...Object.fromEntries(trailer),
        Index: index,
        W: widths,
      });
      streamDict.set('Filter', name('FlateDecode'));
      streamDict.set('Length', data.length);
      push(`${xrefNum} 0 obj\n${serialize(streamDict)}\nstream\n`);
      push(data);
      push('\nendstream\nendobj\n');
    }
    push(`startxref\n${xrefOffset}\n%%EOF\n`);
    const appended = Buffer.concat(chunks, length);
    return { appended, ...(signatureAt ? { placeholder: fillByteRange(appended, base, signatureAt) } : {}) };
  }
}

function runsOf(nums: number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const num of nums) {
    const run = runs.at(-1);
    if (run && run[0] + run[1] === num) run[1] += 1;
    else runs.push([num, 1]);
  }
  return runs;
}

function xrefTable(offsets: Map<number, { offset: number; gen: number }>): string {
  const nums = [...offsets.keys()].sort((a, b) => a - b);
  let out = '';
  for (const [first, count] of runsOf(nums)) {
    out += `${first} ${count}\n`;
    for (let num = first; num < first + count; num += 1) {
      const { offset, gen } = offsets.get(num) as { offset: number; gen: number };
      out += `${String(offset).padStart(10, '0')} ${String(gen).padStart(5, '0')} n\r\n`;
    }
  }
  return out;
}

function xrefStreamData(offsets: Map<number, { offset: number; gen: number }>): {
  data: Buffer;
  index: number[];
  widths: number[];
} {
  const nums = [...offsets.keys()].sort((a, b) => a - b);
  let largest = 0;
  for (const { offset } of offsets.values()) largest = Math.max(largest, offset);
  const offsetWidth = Math.max(1, Math.ceil(Math.log2(largest + 1) / 8));
  const row = 1 + offsetWidth + 2;
  const data = Buffer.alloc(nums.length * row);
  nums.forEach((num, i) => {
    const { offset, gen } = offsets.get(num) as { offset: number; gen: number };
    data[i * row] = 1;
    data.writeUIntBE(offset, i * row + 1, offsetWidth);
    data.writeUInt16BE(gen, i * row + 1 + offsetWidth);
  });
  return { data: deflateSync(data), index: runsOf(nums).flat(), widths: [1, offsetWidth, 2] };
}

function fillByteRange(
  appended: Buffer,
  base: number,
  at: { start: number; text: string },
): WrittenPlaceholder {
  const rangeAt = at.start + at.text.indexOf(`/ByteRange ${byteRangePlaceholder}`) + '/ByteRange '.length;
  const lt = at.start + at.text.indexOf('/Contents <') + '/Contents '.length;
  const gt = appended.indexOf(0x3e /* > */, lt);
  const total = base + appended.length;
  const byteRange: WrittenPlaceholder['byteRange'] = [0, base + lt, base + gt + 1, total - (base + gt + 1)];
  const text = `[${byteRange.map((n, i) => (i === 0 ? String(n) : String(n).padEnd(10, ' '))).join(' ')}]`;
  if (text.length !== byteRangePlaceholder.length)
    throw new Error('The file is too large for a signature placeholder.');
  appended.write(text, rangeAt, 'latin1');
  return { byteRange, contentsStart: base + lt + 1, contentsLength: gt - lt - 1 };
}
