// QR code modules (ISO/IEC 18004) for the validation code: byte mode (UTF-8), error correction
// level M, the smallest version that holds the value, the mask with the lowest penalty. A few
// typed arrays and no dependency: drawing one costs what the code is, not loading an encoder
// package.
import { PdfErrorCode, pdfError } from '../pdf.errors.js';

/** Level M's error correction codewords per block and number of blocks, by version (index 0 unused). */
const eccPerBlock = [
  0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
const blockCount = [
  0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
  31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];

export interface QrCodeModules {
  /** Modules per side. */
  size: number;
  /** Row-major, 1 for dark. */
  data: Uint8Array;
}

export function qrCodeModules(value: string): QrCodeModules {
  const bytes = Buffer.from(value, 'utf8');
  let version = 1;
  while (version <= 40 && 4 + countBits(version) + bytes.length * 8 > dataCodewords(version) * 8)
    version += 1;
  if (version > 40) throw pdfError(PdfErrorCode.InvalidDrawing, 'The QR code value is too long.');
  const symbol = new QrSymbol(version);
  symbol.drawCodewords(withErrorCorrection(version, dataBits(version, bytes)));
  let best: Uint8Array | undefined;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < 8; mask += 1) {
    const candidate = symbol.masked(mask);
    const score = penalty(candidate, symbol.size);
    if (score < bestPenalty) {
      best = candidate;
      bestPenalty = score;
    }
  }
  return { size: symbol.size, data: best as Uint8Array };
}

const countBits = (version: number) => (version <= 9 ? 8 : 16);

/** Modules left for data and error correction once the function patterns are drawn. */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

const dataCodewords = (version: number) =>
  Math.floor(rawDataModules(version) / 8) - eccPerBlock[version] * blockCount[version];

/** Mode, count, bytes, terminator and padding: exactly the version's data codewords. */
function dataBits(version: number, bytes: Uint8Array): Uint8Array {
  const capacity = dataCodewords(version);
  const out = new Uint8Array(capacity);
  let bit = 0;
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1, bit += 1) {
      if ((value >>> i) & 1) out[bit >>> 3] |= 0x80 >>> (bit & 7);
    }
  };
  put(0b0100, 4);
  put(bytes.length, countBits(version));
  for (const byte of bytes) put(byte, 8);
  bit += Math.min(4, capacity * 8 - bit);
  bit = Math.ceil(bit / 8) * 8;
  for (let pad = 0; bit < capacity * 8; pad ^= 1) put(pad ? 0x11 : 0xec, 8);
  return out;
}

// GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1, by exponent and logarithm tables.
const exp = new Uint8Array(512);
const log = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i += 1) {
  exp[i] = x;
  exp[i + 255] = x;
  log[x] = i;
  x = (x << 1) ^ (x & 0x80 ? 0x11d : 0);
}
const multiply = (x: number, y: number) => (x === 0 || y === 0 ? 0 : exp[log[x] + log[y]]);

function generator(degree: number): Uint8Array {
  const result = new Uint8Array(degree);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = multiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = multiply(root, 2);
  }
  return result;
}

function remainder(data: Uint8Array, divisor: Uint8Array): Uint8Array {
  const result = new Uint8Array(divisor.length);
  for (const byte of data) {
    const factor = byte ^ result[0];
    result.copyWithin(0, 1);
    result[result.length - 1] = 0;
    for (let i = 0; i < result.length; i += 1) result[i] ^= multiply(divisor[i], factor);
  }
  return result;
}

/** The data split into blocks, each followed by its Reed-Solomon codewords, interleaved. */
function withErrorCorrection(version: number, data: Uint8Array): Uint8Array {
  const blocks = blockCount[version];
  const eccLength = eccPerBlock[version];
  const raw = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks);
  const divisor = generator(eccLength);
  const dataParts: Uint8Array[] = [];
  const eccParts: Uint8Array[] = [];
  for (let i = 0, at = 0; i < blocks; i += 1) {
    const length = shortLength - eccLength + (i < shortBlocks ? 0 : 1);
    const part = data.subarray(at, at + length);
    at += length;
    dataParts.push(part);
    eccParts.push(remainder(part, divisor));
  }
  const out = new Uint8Array(raw);
  let k = 0;
  for (let i = 0; i <= shortLength - eccLength; i += 1) {
    for (const part of dataParts) if (i < part.length) out[k++] = part[i];
  }
  for (let i = 0; i < eccLength; i += 1) for (const part of eccParts) out[k++] = part[i];
  return out;
}

class QrSymbol {
  readonly size: number;
  readonly modules: Uint8Array;
  /** 1 where a function pattern (or format / version information) sits. */
  readonly reserved: Uint8Array;

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.modules = new Uint8Array(this.size * this.size);
    this.reserved = new Uint8Array(this.size * this.size);
    const { size } = this;
    for (let i = 0; i < size; i += 1) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    this.finder(3, 3);
    this.finder(size - 4, 3);
    this.finder(3, size - 4);
    const positions = alignmentPositions(version, size);
    const last = positions.length - 1;
    for (let i = 0; i <= last; i += 1) {
      for (let j = 0; j <= last; j += 1) {
        const corner = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
        if (!corner) this.alignment(positions[i], positions[j]);
      }
    }
    this.format(0, this.modules);
    if (version >= 7) {
      let rem = version;
      for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
      const bits = (version << 12) | rem;
      for (let i = 0; i < 18; i += 1) {
        const dark = ((bits >>> i) & 1) === 1;
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(a, b, dark);
        this.set(b, a, dark);
      }
    }
  }

  /** Module at column x, row y, as a function module. */
  private set(x: number, y: number, dark: boolean, target = this.modules): void {
    target[y * this.size + x] = dark ? 1 : 0;
    this.reserved[y * this.size + x] = 1;
  }

  private finder(x: number, y: number): void {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && xx < this.size && yy >= 0 && yy < this.size) {
          this.set(xx, yy, distance !== 2 && distance !== 4);
        }
      }
    }
  }

  private alignment(x: number, y: number): void {
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1)
        this.set(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }

  /** Format information (level M, `mask`) in both copies, and the dark module. */
  format(mask: number, target: Uint8Array): void {
    const data = mask; // level M's two bits are 00
    let rem = data;
    for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const { size } = this;
    for (let i = 0; i <= 5; i += 1) this.set(8, i, bit(i), target);
    this.set(8, 7, bit(6), target);
    this.set(8, 8, bit(7), target);
    this.set(7, 8, bit(8), target);
    for (let i = 9; i < 15; i += 1) this.set(14 - i, 8, bit(i), target);
    for (let i = 0; i < 8; i += 1) this.set(size - 1 - i, 8, bit(i), target);
    for (let i = 8; i < 15; i += 1) this.set(8, size - 15 + i, bit(i), target);
    this.set(8, size - 8, true, target);
  }

  /** Codewords in the zigzag order, two columns at a time from the bottom right. */
  drawCodewords(codewords: Uint8Array): void {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let vertical = 0; vertical < size; vertical += 1) {
        const y = upward ? size - 1 - vertical : vertical;
        for (let j = 0; j < 2; j += 1) {
          const at = y * size + right - j;
          if (this.reserved[at] || i >= codewords.length * 8) continue;
          this.modules[at] = (codewords[i >>> 3] >>> (7 - (i & 7))) & 1;
          i += 1;
        }
      }
    }
  }

  /**
   * A copy with data modules flipped by mask pattern `mask` and that mask's format information.
   * The first call lists the data modules once, each with the eight masks' bits in one byte.
   */
  masked(mask: number): Uint8Array {
    this.maskBits ??= this.dataMaskBits();
    const { positions, bits } = this.maskBits;
    const out = Uint8Array.from(this.modules);
    for (let i = 0; i < positions.length; i += 1) out[positions[i]] ^= (bits[i] >>> mask) & 1;
    this.format(mask, out);
    return out;
  }

  private maskBits: { positions: Int32Array; bits: Uint8Array } | undefined;

  private dataMaskBits(): { positions: Int32Array; bits: Uint8Array } {
    const { size } = this;
    const positions = new Int32Array(size * size);
    const bits = new Uint8Array(size * size);
    let count = 0;
    for (let y = 0, at = 0; y < size; y += 1) {
      const row = (y % 12) * 6;
      for (let x = 0; x < size; x += 1, at += 1) {
        if (this.reserved[at]) continue;
        positions[count] = at;
        bits[count] = maskPeriod[row + (x % 6)];
        count += 1;
      }
    }
    return { positions: positions.subarray(0, count), bits: bits.subarray(0, count) };
  }
}

// Every mask pattern repeats every 6 columns and 12 rows: one byte per cell of that period holds
// the eight masks' bits (bit `mask` set where that mask flips the module).
const maskPeriod = new Uint8Array(72);
for (let y = 0; y < 12; y += 1) {
  for (let x = 0; x < 6; x += 1) {
    for (let mask = 0; mask < 8; mask += 1) if (maskBit(mask, x, y)) maskPeriod[y * 6 + x] |= 1 << mask;
  }
}

function maskBit(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let position = size - 7; result.length < count; position -= step) result.splice(1, 0, position);
  return result;
}

/** ISO/IEC 18004 7.8.3: runs, 2x2 blocks, finder-like patterns and the balance of dark modules. */
function penalty(modules: Uint8Array, size: number): number {
  let score = 0;
  let dark = 0;
  // 1:1:3:1:1 with four light modules on either side, as the last 11 modules read.
  const finderBefore = 0b10111010000;
  const finderAfter = 0b00001011101;
  for (let line = 0; line < size; line += 1) {
    for (let pass = 0; pass < 2; pass += 1) {
      const start = pass === 0 ? line * size : line;
      const stride = pass === 0 ? 1 : size;
      let run = 0;
      let previous = -1;
      let window = 0;
      for (let k = 0, at = start; k < size; k += 1, at += stride) {
        const module = modules[at];
        if (module === previous) {
          run += 1;
          if (run === 5) score += 3;
          else if (run > 5) score += 1;
        } else {
          previous = module;
          run = 1;
        }
        window = ((window << 1) | module) & 0x7ff;
        if (k >= 10 && (window === finderBefore || window === finderAfter)) score += 40;
        if (pass === 0) dark += module;
      }
    }
  }
  for (let y = 0; y + 1 < size; y += 1) {
    for (let x = 0, at = y * size; x + 1 < size; x += 1, at += 1) {
      const value = modules[at];
      if (value === modules[at + 1] && value === modules[at + size] && value === modules[at + size + 1]) {
        score += 3;
      }
    }
  }
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}
