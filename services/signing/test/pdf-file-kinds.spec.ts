// The appending engine on every kind of file it meets: classic tables, object streams with an
// xref stream, hybrid-reference files, linearized files, history written by another tool, and a
// damaged cross-reference. Each output is judged by pdfsig and qpdf --check.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { specTemporaryDirectory } from '@rubrica/testing';
import { PDF } from '@libpdf/core';
import {
  ensureDevelopmentCertificate,
  signPdf,
  stampRevision,
  type SignerCredentials,
  type TextDrawing,
} from '../src/pdf/index.js';
import { near, pdfsig, qpdfCheck, renderPage } from './pdf-checkers.js';
import { makeTestPdf } from './pdf-fixtures.js';

const run = promisify(execFile);
const dir = specTemporaryDirectory('rubrica-pdf-kinds-');
let signer: SignerCredentials;

beforeAll(async () => {
  signer = (await ensureDevelopmentCertificate(join(dir, 'credentials'))).credentials;
});

const blueBox: TextDrawing = {
  kind: 'text',
  page: 1,
  x: 0.55,
  y: 0.1,
  width: 0.3,
  height: 0.2,
  text: ' ',
  backgroundColor: '#0000ff',
};

const isPrefix = (prefix: Uint8Array, whole: Uint8Array) =>
  whole.length > prefix.length && Buffer.from(whole.subarray(0, prefix.length)).equals(Buffer.from(prefix));

const count = (pdf: Uint8Array, text: string) => Buffer.from(pdf).toString('latin1').split(text).length - 1;

async function qpdf(args: string[], input: Uint8Array): Promise<Uint8Array> {
  const from = join(dir, `in-${Math.random().toString(36).slice(2)}.pdf`);
  const to = `${from}.out.pdf`;
  await writeFile(from, input);
  await run('qpdf', [...args, from, to]);
  return new Uint8Array(await readFile(to));
}

/** Two signers, each stamping and signing in one revision; both signatures valid, the file checked. */
async function expectTwoSignersValid(original: Uint8Array): Promise<Uint8Array> {
  const first = await signPdf(original, { signer, name: 'First', drawings: [blueBox] });
  expect(first.fullRewrite).toBe(false);
  expect(isPrefix(original, first.pdf)).toBe(true);
  const second = await signPdf(first.pdf, {
    signer,
    name: 'Second',
    drawings: [{ ...blueBox, y: 0.5, backgroundColor: '#00ff00' }],
  });
  expect(isPrefix(first.pdf, second.pdf)).toBe(true);
  const signatures = await pdfsig(second.pdf);
  expect(signatures.map((s) => [s.fieldName, s.valid, s.totalDocumentSigned])).toEqual([
    ['First', true, false],
    ['Second', true, true],
  ]);
  const check = await qpdfCheck(second.pdf);
  expect(check.output).not.toMatch(/WARNING/);
  expect(check.ok).toBe(true);
  return second.pdf;
}

describe('the appending engine on each kind of file', () => {
  it('stamps and signs in one revision: one new cross-reference section, the drawing under the signature', async () => {
    const original = await makeTestPdf({ pages: 3 });
    const { pdf } = await signPdf(original, { signer, drawings: [blueBox] });
    expect(count(pdf, '%%EOF') - count(original, '%%EOF')).toBe(1);
    const [signature] = await pdfsig(pdf);
    expect(signature).toMatchObject({ valid: true, totalDocumentSigned: true });
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    expect(near((await renderPage(pdf, 1)).at(0.7, 0.2), [0, 0, 255])).toBe(true);
  });

  it('classic cross-reference tables: appends a table section', async () => {
    const original = await makeTestPdf({ pages: 2 });
    const pdf = await expectTwoSignersValid(original);
    expect(Buffer.from(pdf.subarray(original.length)).toString('latin1')).toMatch(/\nxref\n/);
  });

  it('object streams and an xref stream: appends an xref stream', async () => {
    const original = await makeTestPdf({ pages: 2, objectStreams: true });
    expect(count(original, '/ObjStm')).toBeGreaterThan(0);
    const pdf = await expectTwoSignersValid(original);
    const appended = Buffer.from(pdf.subarray(original.length)).toString('latin1');
    expect(appended).toMatch(/\/Type \/XRef/);
    expect(appended).not.toMatch(/\nxref\n/);
  });

  it('hybrid-reference files: reads objects only the /XRefStm knows, appends a table', async () => {
    const original = hybridPdf();
    expect((await qpdfCheck(original)).ok).toBe(true);
    const pdf = await expectTwoSignersValid(original);
    // The font the original keeps in its object stream still renders the page's text.
    const { stdout } = await run('pdftotext', [await saved(pdf), '-']);
    expect(stdout).toContain('Hybrid');
  });

  it('linearized files (tables and streams): appends to them as they are, no rewrite', async () => {
    for (const objectStreams of [false, true]) {
      const linearized = await qpdf(['--linearize'], await makeTestPdf({ pages: 3, objectStreams }));
      expect(Buffer.from(linearized.subarray(0, 1024)).toString('latin1')).toContain('/Linearized');
      await expectTwoSignersValid(linearized);
    }
  });

  it('history written by other tools: revisions saved by qpdf and the PDF library before ours', async () => {
    let original = await qpdf(['--object-streams=generate'], await makeTestPdf({ pages: 2, acroForm: true }));
    const library = await PDF.load(original);
    library.setTitle('Contrato revisado');
    original = await library.save({ incremental: true });
    expect(count(original, '%%EOF')).toBeGreaterThanOrEqual(2);
    await expectTwoSignersValid(original);
  });

  it('earlier signatures made over another revision stay valid after stamps as annotations', async () => {
    const signed = (await signPdf(await makeTestPdf(), { signer, name: 'Sealed' })).pdf;
    const stamped = await stampRevision(signed, [blueBox]);
    expect(stamped.mode).toBe('annotations');
    const resigned = (await signPdf(stamped.pdf, { signer, name: 'Later' })).pdf;
    expect((await pdfsig(resigned)).map((s) => s.valid)).toEqual([true, true]);
    expect((await qpdfCheck(resigned)).ok).toBe(true);
    expect(near((await renderPage(resigned, 1)).at(0.7, 0.2), [0, 0, 255])).toBe(true);
  });

  it('reads only the objects the revision touches: a page it does not draw on is never parsed', async () => {
    const original = Buffer.from(await makeTestPdf({ pages: 200 }));
    // Page 100's dictionary made unreadable, same length, so every offset still holds.
    const text = original.toString('latin1');
    let at = -1;
    for (let n = 0; n < 100; n += 1) at = text.indexOf('/Type /Page\n', at + 1);
    const start = text.lastIndexOf('<<', at);
    const poisoned = Buffer.from(original);
    poisoned.write('((', start, 'latin1');
    const { pdf, fullRewrite } = await signPdf(poisoned, { signer, drawings: [{ ...blueBox, page: 200 }] });
    expect(fullRewrite).toBe(false);
    expect(isPrefix(poisoned, pdf)).toBe(true);
    // The revision rewrote two page objects (the one drawn on, page 1 for the signature's widget),
    // not the document's pages.
    const appended = Buffer.from(pdf.subarray(poisoned.length)).toString('latin1');
    expect(appended.match(/\/Type \/Page\n/g)).toHaveLength(2);
  });

  it('a damaged cross-reference takes the one-time full rewrite, then signs valid', async () => {
    const clean = Buffer.from(await makeTestPdf({ pages: 2 }));
    // Bytes inserted after the header shift every object away from its recorded offset.
    const header = clean.indexOf('\n') + 1;
    const damaged = Buffer.concat([
      clean.subarray(0, header),
      Buffer.from('%% padding\n'),
      clean.subarray(header),
    ]);
    const stamped = await stampRevision(damaged, [blueBox]);
    expect(stamped.fullRewrite).toBe(true);
    const { pdf } = await signPdf(stamped.pdf, { signer });
    expect((await pdfsig(pdf))[0].valid).toBe(true);
    expect((await qpdfCheck(pdf)).ok).toBe(true);
  });

  it('a file with no structure left is unreadable, not retried', async () => {
    const truncated = Buffer.from('%PDF-1.7 truncated');
    await expect(stampRevision(truncated, [blueBox])).rejects.toMatchObject({ code: 'pdf.unreadable' });
    await expect(signPdf(truncated, { signer })).rejects.toMatchObject({ code: 'pdf.unreadable' });
  });

  it('a damaged signed file is refused rather than rewritten', async () => {
    const signed = Buffer.from((await signPdf(await makeTestPdf(), { signer })).pdf);
    const header = signed.indexOf('\n') + 1;
    const damaged = Buffer.concat([
      signed.subarray(0, header),
      Buffer.from('%% padding\n'),
      signed.subarray(header),
    ]);
    await expect(stampRevision(damaged, [blueBox])).rejects.toMatchObject({ code: 'pdf.not_appendable' });
  });
});

async function saved(pdf: Uint8Array): Promise<string> {
  const path = join(dir, `out-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(path, pdf);
  return path;
}

/**
 * A hybrid-reference file (ISO 32000-1 7.5.8.4): a classic table for the plain objects and, through
 * the trailer's /XRefStm, a cross-reference stream for the font kept in an object stream.
 */
function hybridPdf(): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = new Map<number, number>();
  let length = parts[0].length;
  const add = (num: number, body: Buffer | string) => {
    offsets.set(num, length);
    const chunk = Buffer.concat([
      Buffer.from(`${num} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  };
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<<${dict} /Length ${data.length}>>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  add(1, '<</Type /Catalog /Pages 2 0 R>>');
  add(2, '<</Type /Pages /Kids [3 0 R] /Count 1>>');
  add(
    3,
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 400 400] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>>',
  );
  add(4, stream('', Buffer.from('BT /F1 24 Tf 40 300 Td (Hybrid) Tj ET', 'latin1')));
  const font = '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding>>';
  const header = '5 0 ';
  add(
    6,
    stream(
      ` /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
      deflateSync(`${header}${font}`),
    ),
  );
  const xrefStreamAt = length;
  add(7, stream(' /Type /XRef /Size 8 /Index [5 1] /W [1 2 1]', Buffer.from([2, 0, 6, 0])));
  const tableAt = length;
  const entry = (num: number) => `${String(offsets.get(num)).padStart(10, '0')} 00000 n\r\n`;
  const table =
    `xref\n0 5\n0000000000 65535 f\r\n${[1, 2, 3, 4].map(entry).join('')}6 2\n${entry(6)}${entry(7)}` +
    `trailer\n<</Size 8 /Root 1 0 R /XRefStm ${xrefStreamAt}>>\nstartxref\n${tableAt}\n%%EOF\n`;
  parts.push(Buffer.from(table, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}
