// What every PDF bench case works on, with node built-ins only (so loading it costs a case
// nothing): where the generated documents and credentials live, and the one signer's stamp every
// approach draws the same way (a signature image, the name, the date and the validation QR code on
// the last page).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

export const documents = {
  '25 MB images': { pages: 10, imageMegabytes: 25, revisions: false },
  '200 pages': { pages: 200, imageMegabytes: 0, revisions: false },
  'multi-revision': { pages: 10, imageMegabytes: 0, revisions: true },
  /** The smoke run's input: small enough for the test suite. */
  tiny: { pages: 1, imageMegabytes: 0, revisions: false },
  'tiny multi-revision': { pages: 1, imageMegabytes: 0, revisions: true },
} as const;
export type DocumentName = keyof typeof documents;

/** One signer's stamp + signature, four ways: the floor, Rubrica, and the two peers. */
export const approaches = ['floor', 'ours', 'libpdf', 'rewrite'] as const;
export type Approach = (typeof approaches)[number];
export const approachLabels: Record<Approach, string> = {
  floor: 'floor (hash + RSA + append)',
  ours: 'Rubrica (one revision)',
  libpdf: '@libpdf/core draw + sign',
  rewrite: 'pdf-lib rewrite + @signpdf',
};

export const cacheDir = join(tmpdir(), 'rubrica-bench-pdf');
export const documentPath = (name: DocumentName) => join(cacheDir, `${name.replace(/\s+/g, '-')}.pdf`);
export const outputPath = (name: DocumentName, approach: string) =>
  join(cacheDir, 'out', `${name.replace(/\s+/g, '-')}.${approach}.pdf`);
/** The development certificate as PEM (key + certificate), and as a legacy PKCS#12 for the peers that need one. */
export const pemPath = join(cacheDir, 'credentials', 'platform-signing.pem');
export const p12Path = join(cacheDir, 'credentials', 'platform-signing.p12');
export const p12Password = 'bench';

/** Boxes as fractions of the page from its top-left: [x, y, width, height]. */
export const boxes = {
  signature: [0.55, 0.75, 0.35, 0.1],
  name: [0.55, 0.86, 0.35, 0.03],
  date: [0.55, 0.9, 0.35, 0.03],
  qr: [0.08, 0.78, 0.15, 0.106],
} as const;
export const signerName = 'Ana Beatriz Rocha';
export const dateText = '12/03/2025 14:05 BRT';
export const verifyUrl = 'https://rubrica.example/verify/7Q2K-9XRT-WM4P';

export async function readDocument(name: DocumentName): Promise<Buffer> {
  return readFile(documentPath(name));
}

export const signaturePath = join(cacheDir, 'signature.png');
let signature: Uint8Array | undefined;
/** The signer's signature image, as the service reads it from the blob store (generated with the inputs). */
export function signatureImage(): Uint8Array {
  signature ??= new Uint8Array(readFileSync(signaturePath));
  return signature;
}

/** A 300x100 RGBA signature: dark ink strokes on a transparent background. */
export function makeSignaturePng(): Uint8Array {
  const width = 300;
  const height = 100;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x += 1) {
      const curve = 50 + 30 * Math.sin(x / 18) * Math.cos(x / 47);
      if (Math.abs(y - curve) < 3) row.set([20, 30, 90, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const byte of body) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, crc]);
}
