// The files a sender and recipients hand over in the envelope journey (real PDF, DOCX, PNG, JPEG
// made here so the specs need no fixtures), and the independent checkers every PDF Rubrica
// produces must satisfy: poppler's pdfsig and qpdf.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strToU8, unzipSync, zipSync } from 'fflate';
import jpeg from 'jpeg-js';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const run = promisify(execFile);

/** An A4 PDF of `pages` pages, each saying which page it is. */
export async function multiPagePdf(title: string, pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([595, 842]);
    page.drawText(`${title}: page ${number} of ${pages}`, { x: 50, y: 780, size: 18, font });
  }
  return Buffer.from(await document.save());
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A one-paragraph Word 2007+ document (only the parts Word requires). */
export function docx(text: string): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body><w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
}

/** A small real JPEG (a face-coloured square stands in for the signer's photo). */
export function jpegPhoto(width = 64, height = 64): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) data.set([224, 172, 105, 255], index * 4);
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

/** The entries of a zip file by name. */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  const entries = unzipSync(new Uint8Array(bytes));
  return new Map(Object.entries(entries).map(([name, data]) => [name, Buffer.from(data)]));
}

async function withFile<T>(pdf: Uint8Array, work: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-pdf-check-'));
  try {
    const path = join(dir, 'document.pdf');
    await writeFile(path, pdf);
    return await work(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * pdfsig's "Signature Validation" line for each signature, in document order. A sealed file ends
 * with a document timestamp (PAdES B-LTA), which poppler 22.12 lists but cannot validate ("Unable
 * to validate this type of signature"): it is left out here, and the signing service's tests check
 * its token with OpenSSL.
 */
export async function pdfsigVerdicts(pdf: Uint8Array): Promise<string[]> {
  return withFile(pdf, async (path) => {
    // pdfsig exits non-zero when the certificate is untrusted (a development one): its report counts.
    const { stdout } = await run('pdfsig', [path]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    return stdout
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .filter((block) => !/- Signature Field Name: Document timestamp/.test(block))
      .map((block) => /- Signature Validation: (.*)$/m.exec(block)?.[1]?.trim() ?? '');
  });
}

/** qpdf --check: exit 0 means no errors and no warnings. */
export async function qpdfCheck(pdf: Uint8Array): Promise<{ ok: boolean; output: string }> {
  return withFile(pdf, async (path) => {
    try {
      const { stdout, stderr } = await run('qpdf', ['--check', path]);
      return { ok: true, output: stdout + stderr };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  });
}

/** The text poppler reads from the PDF (what a person sees on its pages). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return withFile(pdf, async (path) => (await run('pdftotext', ['-layout', path, '-'])).stdout);
}

/** Asks `probe` again every `everyMs` until `done` accepts its answer; fails with the last answer. */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 60_000, everyMs = 150 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting; last answer: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    last = await probe();
  }
  return last;
}
