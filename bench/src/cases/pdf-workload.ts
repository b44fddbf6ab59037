// Shared by the pdf-* bench cases: the documents (generated once, in a separate process so their
// construction does not count towards a case's memory), the drawings, and the two ways of applying
// one signer's stamp + signature: an appended revision (the engine) and a full rewrite (pdf-lib).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';
import QRCode from 'qrcode';
import {
  ensureDevelopmentCertificate,
  signPdf,
  stampRevision,
  type Drawing,
  type SignerCredentials,
} from '@rubrica/service-signing/pdf';
import { runCase } from '../measure.js';

export const documents = {
  '1 page': { pages: 1, imageMegabytes: 0 },
  '10 pages': { pages: 10, imageMegabytes: 0 },
  '200 pages': { pages: 200, imageMegabytes: 0 },
  '25 MB images': { pages: 10, imageMegabytes: 25 },
} as const;
export type DocumentName = keyof typeof documents;

const cacheDir = join(tmpdir(), 'rubrica-bench-pdf');
const fileOf = (name: DocumentName) => join(cacheDir, `${name.replace(/\s+/g, '-')}.pdf`);
const box = {
  signature: [0.55, 0.75, 0.35, 0.1],
  name: [0.55, 0.86, 0.35, 0.03],
  date: [0.55, 0.9, 0.35, 0.03],
  qr: [0.08, 0.78, 0.15, 0.106],
};

/** Runs one case: `append` (stampRevision + signPdf) or `rewrite` (pdf-lib load, draw, save, then signPdf). */
export async function runPdfCase(approach: 'append' | 'rewrite', name: DocumentName): Promise<void> {
  const path = fileOf(name);
  await ensureDocument(name);
  const signer = (await ensureDevelopmentCertificate(join(cacheDir, 'credentials'))).credentials;
  const signature = signatureImage();
  const source = new Uint8Array(await readFile(path));
  await runCase(`pdf ${approach}: ${name}`, source.length, async () => {
    const signed =
      approach === 'append'
        ? await append(name, source, signature, signer)
        : await rewrite(source, signature, signer);
    if (signed.length <= source.length) throw new Error('nothing was written');
    const grew = signed.length - source.length;
    return approach === 'append'
      ? `appended ${(grew / 1024).toFixed(0)} KiB`
      : `output ${(signed.length / 1048576).toFixed(1)} MiB`;
  });
}

/** Signers of the whole-path cases; each draws its block higher up the last page than the one before. */
const signers = ['Maria da Conceição Silva', 'João Pedro Ávila', 'Ana Beatriz Rocha'];
const shifted = (b: number[], signer: number) => [b[0], b[1] - 0.22 * signer, b[2], b[3]];

/**
 * The whole signing path for three signers and the platform seal: `append` as the service runs it
 * (each signer's drawings as an appended revision, then one PAdES seal, the seal-envelope job), or
 * `rewrite` (per signer: pdf-lib load, draw, save, then a signature; then the seal).
 */
export async function runSigningPathCase(approach: 'append' | 'rewrite', name: DocumentName): Promise<void> {
  const path = fileOf(name);
  await ensureDocument(name);
  const signer = (await ensureDevelopmentCertificate(join(cacheDir, 'credentials'))).credentials;
  const signature = signatureImage();
  const source = new Uint8Array(await readFile(path));
  await runCase(`path ${approach}: ${name}`, source.length, async () => {
    let current: Uint8Array = source;
    for (let index = 0; index < signers.length; index += 1) {
      current =
        approach === 'append'
          ? (await stampRevision(current, signerDrawings(name, signature, index))).pdf
          : await rewrite(current, signature, signer, index);
    }
    const sealed = (await signPdf(current, { signer, name: 'RubricaSeal', reason: 'Rubrica' })).pdf;
    if (sealed.length <= source.length) throw new Error('nothing was written');
    return `grew ${((sealed.length - source.length) / 1024).toFixed(0)} KiB`;
  });
}

function signerDrawings(name: DocumentName, signature: Uint8Array, signer = 0): Drawing[] {
  const page = documents[name].pages;
  const at = (b: number[]) => {
    const [x, y, width, height] = shifted(b, signer);
    return { page, x, y, width, height };
  };
  return [
    { kind: 'image', ...at(box.signature), image: signature },
    { kind: 'text', ...at(box.name), text: signers[signer] },
    { kind: 'text', ...at(box.date), text: '12/03/2025 14:05 BRT' },
    { kind: 'qr-code', ...at(box.qr), value: 'https://rubrica.example/verify/7Q2K-9XRT-WM4P' },
  ];
}

async function append(
  name: DocumentName,
  source: Uint8Array,
  signature: Uint8Array,
  signer: SignerCredentials,
): Promise<Uint8Array> {
  const stamped = await stampRevision(source, signerDrawings(name, signature));
  return (await signPdf(stamped.pdf, { signer, reason: 'Assinatura eletrônica' })).pdf;
}

async function rewrite(
  source: Uint8Array,
  signature: Uint8Array,
  signer: SignerCredentials,
  index = 0,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(source);
  const page = doc.getPage(doc.getPageCount() - 1);
  const { width, height } = page.getSize();
  const rect = (box: number[]) => {
    const b = shifted(box, index);
    return {
      x: b[0] * width,
      y: height - (b[1] + b[3]) * height,
      width: b[2] * width,
      height: b[3] * height,
    };
  };
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawImage(await doc.embedPng(signature), rect(box.signature));
  page.drawText(signers[index], { ...rect(box.name), font, size: 10, color: rgb(0, 0, 0) });
  page.drawText('12/03/2025 14:05 BRT', { ...rect(box.date), font, size: 10, color: rgb(0, 0, 0) });
  const qr = await QRCode.toBuffer('https://rubrica.example/verify/7Q2K-9XRT-WM4P', { margin: 2 });
  page.drawImage(await doc.embedPng(qr), rect(box.qr));
  const rewritten = await doc.save({ useObjectStreams: false });
  // Each signer's own signature: a re-save after the first breaks it, which is why the service appends.
  return (await signPdf(rewritten, { signer, name: `Signer${index + 1}`, reason: 'Assinatura eletrônica' }))
    .pdf;
}

async function ensureDocument(name: DocumentName): Promise<void> {
  const exists = await access(fileOf(name)).then(
    () => true,
    () => false,
  );
  if (exists) return;
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), 'generate', name], {
    stdio: 'inherit',
  });
  if (child.status !== 0) throw new Error(`generating the ${name} document failed`);
}

async function generate(name: DocumentName): Promise<void> {
  const spec = documents[name];
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const imageBytes = spec.imageMegabytes * 1024 * 1024;
  const perImage = imageBytes / spec.pages;
  for (let i = 0; i < spec.pages; i += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Contrato de prestação de serviços — página ${i + 1}`, { x: 50, y: 790, size: 14, font });
    for (let line = 0; line < 40; line += 1) {
      page.drawText('Cláusula: as partes acordam os termos abaixo descritos, nos limites da lei aplicável.', {
        x: 50,
        y: 760 - line * 17,
        size: 10,
        font,
      });
    }
    if (perImage > 0) {
      // Incompressible pixels, so the file really is this size (a scanned contract, in effect).
      const w = 1000;
      const h = Math.round(perImage / (w * 3));
      const stream = doc.context.stream(deflateSync(randomBytes(w * h * 3), { level: 1 }), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: w,
        Height: h,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      });
      const ref = doc.context.register(stream);
      const imageName = page.node.newXObject('Scan', ref);
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(495, 0, 0, (495 * h) / w, 50, 80),
        drawObject(imageName),
        popGraphicsState(),
      );
    }
  }
  await mkdir(cacheDir, { recursive: true });
  const temporary = `${fileOf(name)}.${process.pid}`;
  await writeFile(temporary, await doc.save({ useObjectStreams: false }));
  await rename(temporary, fileOf(name));
  await ensureDevelopmentCertificate(join(cacheDir, 'credentials'));
}

/** A 300x100 RGBA signature: dark ink strokes on a transparent background. */
function signatureImage(): Uint8Array {
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

if (process.argv[2] === 'generate') await generate(process.argv[3] as DocumentName);
