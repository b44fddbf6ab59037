// Generates the PDF bench inputs once (in their own process, so building them counts towards no
// case): the documents, the development certificate as PEM and as a legacy PKCS#12 (node-forge,
// behind @signpdf, reads only those), and a multi-revision file: object streams, two signers
// stamping and signing with Rubrica, and a revision saved by another library between them.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDF } from '@libpdf/core';
import { ensureDevelopmentCertificate, signPdf } from '@rubrica/service-signing/pdf';
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { signerDrawings } from './approach-ours.js';
import {
  cacheDir,
  documentPath,
  documents,
  makeSignaturePng,
  p12Password,
  p12Path,
  pemPath,
  signaturePath,
  type DocumentName,
} from './pdf-inputs.js';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

export async function ensureInputs(names: readonly DocumentName[]): Promise<void> {
  await mkdir(join(cacheDir, 'out'), { recursive: true });
  const { credentials } = await ensureDevelopmentCertificate(dirname(pemPath));
  if (!(await exists(p12Path))) {
    const temporary = `${p12Path}.${process.pid}`;
    execFileSync('openssl', [
      'pkcs12',
      '-export',
      '-legacy',
      '-in',
      pemPath,
      '-out',
      temporary,
      '-passout',
      `pass:${p12Password}`,
    ]);
    await rename(temporary, p12Path);
  }
  if (!(await exists(signaturePath))) await writeFile(signaturePath, makeSignaturePng());
  for (const name of names) {
    if (await exists(documentPath(name))) continue;
    const spec = documents[name];
    let bytes = await generate(spec.pages, spec.imageMegabytes, spec.revisions);
    if (spec.revisions) {
      const page = spec.pages;
      bytes = (
        await signPdf(bytes, {
          signer: credentials,
          name: 'Primeiro signatário',
          drawings: signerDrawings(page),
        })
      ).pdf;
      const other = await PDF.load(bytes);
      other.setTitle('Contrato de prestação de serviços (revisado)');
      bytes = await other.save({ incremental: true });
      const shifted = signerDrawings(page).map((drawing) => ({ ...drawing, y: drawing.y - 0.3 }));
      bytes = (await signPdf(bytes, { signer: credentials, name: 'Segundo signatário', drawings: shifted }))
        .pdf;
    }
    const temporary = `${documentPath(name)}.${process.pid}`;
    await writeFile(temporary, bytes);
    await rename(temporary, documentPath(name));
  }
}

async function generate(pages: number, imageMegabytes: number, objectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const perImage = (imageMegabytes * 1024 * 1024) / pages;
  for (let i = 0; i < pages; i += 1) {
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
      const imageName = page.node.newXObject('Scan', doc.context.register(stream));
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(495, 0, 0, (495 * h) / w, 50, 80),
        drawObject(imageName),
        popGraphicsState(),
      );
    }
  }
  return doc.save({ useObjectStreams: objectStreams });
}

if (process.argv[2] === 'generate') await ensureInputs(process.argv.slice(3) as DocumentName[]);
