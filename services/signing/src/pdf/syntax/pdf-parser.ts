// Reads PDF objects from bytes (ISO 32000-1 7.2, 7.3): a tokenizer over a Buffer that parses one
// value or one indirect object at an offset, so a reader touches only the objects it asks for.
import { PdfName, PdfRef, PdfStream, PdfString, type PdfDict, type PdfValue } from './pdf-objects.js';

export class PdfSyntaxError extends Error {}

const isWhite = (c: number) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;
const isRegular = (c: number) => !isWhite(c) && !isDelimiter(c);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** The byte a backslash and one of these letters stand for in a literal string (7.3.4.2). */
const LITERAL_ESCAPES = new Map<number, number>([
  [0x6e /* n */, 0x0a],
  [0x72 /* r */, 0x0d],
  [0x74 /* t */, 0x09],
  [0x62 /* b */, 0x08],
  [0x66 /* f */, 0x0c],
]);

/** How a parser finds a stream's /Length when it is an indirect reference. */
export type LengthResolver = (ref: PdfRef) => PdfValue | undefined;

export class PdfParser {
  constructor(
    readonly bytes: Buffer,
    public pos = 0,
    private readonly resolveLength?: LengthResolver,
  ) {}

  skipWhitespace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const c = bytes[this.pos];
      if (isWhite(c)) this.pos += 1;
      else if (c === 0x25 /* % */) {
        while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos += 1;
      } else break;
    }
  }

  /** The next regular token (a keyword or number) without consuming it; '' at a delimiter. */
  peekKeyword(): string {
    this.skipWhitespace();
    let end = this.pos;
    while (end < this.bytes.length && isRegular(this.bytes[end])) end += 1;
    return this.bytes.toString('latin1', this.pos, end);
  }

  keyword(): string {
    const word = this.peekKeyword();
    this.pos += word.length;
    return word;
  }

  expectKeyword(expected: string): void {
    const word = this.keyword();
    if (word !== expected) throw new PdfSyntaxError(`Expected ${expected}, found '${word}' at ${this.pos}.`);
  }

  integer(): number {
    const word = this.keyword();
    if (!/^[+-]?\d+$/.test(word))
      throw new PdfSyntaxError(`Expected an integer at ${this.pos}, found '${word}'.`);
    return Number(word);
  }

  value(depth = 0): PdfValue {
    if (depth > 200) throw new PdfSyntaxError('Objects nested too deep.');
    this.skipWhitespace();
    const { bytes } = this;
    if (this.pos >= bytes.length) throw new PdfSyntaxError('Unexpected end of file.');
    const c = bytes[this.pos];
    if (c === 0x2f /* / */) return this.nameToken();
    if (c === 0x3c /* < */) {
      if (bytes[this.pos + 1] === 0x3c) return this.dictionary(depth);
      return this.hexString();
    }
    if (c === 0x5b /* [ */) {
      this.pos += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipWhitespace();
        if (this.pos >= bytes.length) throw new PdfSyntaxError('Unterminated array.');
        if (bytes[this.pos] === 0x5d) {
          this.pos += 1;
          return items;
        }
        items.push(this.value(depth + 1));
      }
    }
    if (c === 0x28 /* ( */) return this.literalString();
    const word = this.keyword();
    if (word === '') throw new PdfSyntaxError(`Unexpected '${String.fromCharCode(c)}' at ${this.pos}.`);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    const number = Number(word);
    if (!Number.isFinite(number)) throw new PdfSyntaxError(`Unexpected '${word}' at ${this.pos}.`);
    // `num gen R` is a reference: look ahead for the rest of it.
    if (/^\d+$/.test(word)) {
      const mark = this.pos;
      const gen = this.peekKeyword();
      if (/^\d+$/.test(gen)) {
        this.pos += gen.length;
        if (this.peekKeyword() === 'R') {
          this.pos += 1;
          return new PdfRef(number, Number(gen));
        }
      }
      this.pos = mark;
    }
    return number;
  }

  private nameToken(): PdfName {
    const { bytes } = this;
    let end = this.pos + 1;
    while (end < bytes.length && isRegular(bytes[end])) end += 1;
    const raw = bytes.toString('latin1', this.pos + 1, end);
    this.pos = end;
    return new PdfName(
      raw.includes('#')
        ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
        : raw,
    );
  }

  private dictionary(depth: number): PdfDict | PdfStream {
    this.pos += 2;
    const result: PdfDict = new Map();
    for (;;) {
      this.skipWhitespace();
      if (this.pos >= this.bytes.length) throw new PdfSyntaxError('Unterminated dictionary.');
      if (this.bytes[this.pos] === 0x3e && this.bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        break;
      }
      const key = this.value(depth + 1);
      if (!(key instanceof PdfName)) throw new PdfSyntaxError(`Dictionary key is not a name at ${this.pos}.`);
      result.set(key.name, this.value(depth + 1));
    }
    const mark = this.pos;
    if (this.peekKeyword() === 'stream') {
      this.pos += 6;
      return this.streamBody(result);
    }
    this.pos = mark;
    return result;
  }

  private streamBody(streamDict: PdfDict): PdfStream {
    const { bytes } = this;
    if (bytes[this.pos] === 0x0d) this.pos += 1;
    if (bytes[this.pos] === 0x0a) this.pos += 1;
    const start = this.pos;
    let lengthValue = streamDict.get('Length');
    if (lengthValue instanceof PdfRef) lengthValue = this.resolveLength?.(lengthValue);
    let length = typeof lengthValue === 'number' && lengthValue >= 0 ? lengthValue : -1;
    if (length >= 0 && !/^\s*endstream/.test(bytes.toString('latin1', start + length, start + length + 20)))
      length = -1;
    if (length < 0) {
      // A wrong or unresolvable /Length: the data ends before the next `endstream`.
      const end = bytes.indexOf('endstream', start, 'latin1');
      if (end === -1) throw new PdfSyntaxError('Unterminated stream.');
      length = end - start;
      while (length > 0 && (bytes[start + length - 1] === 0x0a || bytes[start + length - 1] === 0x0d))
        length -= 1;
    }
    this.pos = start + length;
    this.expectKeyword('endstream');
    return new PdfStream(streamDict, bytes.subarray(start, start + length));
  }

  private hexString(): PdfString {
    const end = this.bytes.indexOf(0x3e, this.pos + 1);
    if (end === -1) throw new PdfSyntaxError('Unterminated hex string.');
    let hex = this.bytes.toString('latin1', this.pos + 1, end).replace(/[^0-9a-fA-F]/g, '');
    if (hex.length % 2 === 1) hex += '0';
    this.pos = end + 1;
    return new PdfString(Buffer.from(hex, 'hex'), true);
  }

  private literalString(): PdfString {
    const { bytes } = this;
    const out: number[] = [];
    let depth = 1;
    let i = this.pos + 1;
    while (i < bytes.length) {
      const c = bytes[i];
      if (c === 0x5c /* \ */) {
        const next = bytes[i + 1];
        i += 2;
        const escaped = LITERAL_ESCAPES.get(next);
        if (escaped !== undefined) out.push(escaped);
        else if (next === 0x0d) {
          if (bytes[i] === 0x0a) i += 1;
        } else if (next === 0x0a) {
          // A backslash before an end of line continues the string on the next line.
        } else if (next >= 0x30 && next <= 0x37) {
          let code = next - 0x30;
          for (let k = 0; k < 2 && bytes[i] >= 0x30 && bytes[i] <= 0x37; k += 1)
            code = code * 8 + bytes[i++] - 0x30;
          out.push(code & 0xff);
        } else out.push(next);
        continue;
      }
      if (c === 0x28) depth += 1;
      if (c === 0x29) {
        depth -= 1;
        if (depth === 0) {
          this.pos = i + 1;
          return new PdfString(Uint8Array.from(out));
        }
      }
      out.push(c);
      i += 1;
    }
    throw new PdfSyntaxError('Unterminated string.');
  }

  /** `num gen obj value endobj` at the current position; checks the header names `expected`. */
  indirectObject(expected?: PdfRef): { ref: PdfRef; value: PdfValue } {
    this.skipWhitespace();
    const num = this.integer();
    const gen = this.integer();
    this.expectKeyword('obj');
    if (expected && (num !== expected.num || gen !== expected.gen)) {
      throw new PdfSyntaxError(
        `Expected object ${expected.num} ${expected.gen} at ${this.pos}, found ${num} ${gen}.`,
      );
    }
    const value = this.value();
    return { ref: new PdfRef(num, gen), value };
  }
}

export const isDigitByte = isDigit;
