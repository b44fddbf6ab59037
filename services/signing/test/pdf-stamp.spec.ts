import { PDF, PdfDict } from '@libpdf/core';
import { PDFDocument } from 'pdf-lib';
import { PdfErrorCode, stampRevision, type Drawing } from '../src/pdf/index.js';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inTemporaryDirectory } from '@rubrica/testing';
import { near, qpdfCheck, renderJpeg, renderPage } from './pdf-checkers.js';
import { halfTransparentPng, makeTestPdf, makeTurnedCroppedPdf } from './pdf-fixtures.js';

const red: [number, number, number] = [255, 0, 0];
const green: [number, number, number] = [0, 255, 0];
const blue: [number, number, number] = [0, 0, 255];
const white: [number, number, number] = [255, 255, 255];

function isPrefix(prefix: Uint8Array, whole: Uint8Array): boolean {
  return (
    whole.length > prefix.length && Buffer.from(whole.subarray(0, prefix.length)).equals(Buffer.from(prefix))
  );
}

/** A red text box near the top-left; a green box under a half-transparent blue image near the bottom-right. */
function markers(page: number): Drawing[] {
  return [
    { kind: 'text', page, x: 0.1, y: 0.05, width: 0.25, height: 0.1, text: ' ', backgroundColor: '#ff0000' },
    {
      kind: 'text',
      page,
      x: 0.55,
      y: 0.75,
      width: 0.35,
      height: 0.15,
      text: ' ',
      backgroundColor: '#00ff00',
    },
    {
      kind: 'image',
      page,
      x: 0.55,
      y: 0.75,
      width: 0.35,
      height: 0.15,
      image: halfTransparentPng(40, 20, [0, 0, 255]),
      fit: 'fill',
    },
  ];
}

describe('stampRevision', () => {
  describe.each(['content', 'annotations'] as const)('in %s mode', (mode) => {
    it('lands text and images where the SPA placed them on pages turned 0/90/180/270 with a CropBox', async () => {
      const original = await makeTurnedCroppedPdf();
      const drawings = [1, 2, 3, 4].flatMap(markers);
      const { pdf } = await stampRevision(original, drawings, { mode });
      expect(isPrefix(original, pdf)).toBe(true);
      expect((await qpdfCheck(pdf)).ok).toBe(true);

      for (const page of [1, 2, 3, 4]) {
        const image = await renderPage(pdf, page);
        // The displayed page is the crop box, turned: 400x500 or 500x400 points at 0.5 px/pt.
        expect([image.width, image.height]).toEqual(page % 2 === 1 ? [200, 250] : [250, 200]);
        expect(near(image.at(0.225, 0.1), red)).toBe(true);
        // Where a wrong rotation would have put it, the page is blank.
        expect(near(image.at(0.775, 0.9), red)).toBe(false);
        expect(near(image.at(0.225, 0.9), white)).toBe(true);
        expect(near(image.at(0.775, 0.1), white)).toBe(true);
        // The image's opaque half is blue; through its transparent half the green box shows.
        expect(near(image.at(0.55 + 0.35 * 0.25, 0.825), blue)).toBe(true);
        expect(near(image.at(0.55 + 0.35 * 0.75, 0.825), green)).toBe(true);
      }
    });
  });

  it('wraps a long value in a narrow box onto legible lines instead of shrinking it', async () => {
    const original = await makeTestPdf({ pages: 1, size: [600, 800] });
    const text = 'Ana Maria Souza, CPF 123.456.789-09';
    const box = { x: 0.1, y: 0.1, width: 0.15, height: 0.06 };
    const { pdf } = await stampRevision(original, [{ kind: 'text', page: 1, ...box, text }]);
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    // The box spans y 80 to 128 points from the top; the fixture's own page label is elsewhere.
    const words = (await wordBoxes(pdf)).filter((word) => word.yMin >= 80 - 0.5 && word.yMax <= 128 + 0.5);
    expect(words.map((word) => word.text).join(' ')).toContain(text);
    const lines = new Set(words.map((word) => Math.round(word.yMin)));
    expect(lines.size).toBeGreaterThan(1);
    for (const word of words) {
      // At least 6 points tall, and inside the box (90 points wide from x = 60).
      expect(word.yMax - word.yMin).toBeGreaterThanOrEqual(6);
      expect(word.xMin).toBeGreaterThanOrEqual(60 - 0.5);
      expect(word.xMax).toBeLessThanOrEqual(60 + 90 + 0.5);
    }
  });

  it('draws JPEG images, check marks and QR codes inside their boxes only', async () => {
    const jpeg = await renderJpeg(await makeTestPdf({ size: [200, 200], redRectangle: [0, 0, 200, 200] }));
    const original = await makeTestPdf({ size: [600, 800] });
    const { pdf } = await stampRevision(original, [
      { kind: 'image', page: 1, x: 0.1, y: 0.1, width: 0.2, height: 0.15, image: jpeg },
      {
        kind: 'checkbox',
        page: 1,
        x: 0.5,
        y: 0.1,
        width: 0.1,
        height: 0.075,
        checked: true,
        color: '#0000ff',
      },
      {
        kind: 'checkbox',
        page: 1,
        x: 0.7,
        y: 0.1,
        width: 0.1,
        height: 0.075,
        checked: false,
        color: '#0000ff',
      },
      {
        kind: 'qr-code',
        page: 1,
        x: 0.1,
        y: 0.5,
        width: 0.4,
        height: 0.3,
        value: 'https://rubrica.example/v/ABCD-1234',
      },
    ]);
    const image = await renderPage(pdf, 1);
    expect(near(image.at(0.2, 0.175), red)).toBe(true);

    const count = (x0: number, y0: number, x1: number, y1: number, match: (p: number[]) => boolean) => {
      let hits = 0;
      for (let y = Math.floor(y0 * image.height); y < y1 * image.height; y += 1) {
        for (let x = Math.floor(x0 * image.width); x < x1 * image.width; x += 1)
          if (match(image.pixel(x, y))) hits += 1;
      }
      return hits;
    };
    const isBlue = (p: number[]) => p[2] > 150 && p[0] < 100;
    const isDark = (p: number[]) => p[0] + p[1] + p[2] < 200;
    expect(count(0.5, 0.1, 0.6, 0.175, isBlue)).toBeGreaterThan(10);
    expect(count(0.7, 0.1, 0.8, 0.175, isBlue)).toBe(0);
    // A QR code is a mix of dark and light modules, and nothing spills out of its box.
    const qrDark = count(0.1, 0.5, 0.5, 0.8, isDark);
    const qrArea = 0.4 * 0.3 * image.width * image.height;
    expect(qrDark / qrArea).toBeGreaterThan(0.2);
    expect(qrDark / qrArea).toBeLessThan(0.8);
    expect(count(0.1, 0.82, 0.5, 1, isDark)).toBe(0);
  });

  it('appends a revision whose size does not grow with the document (1 page vs 200 pages)', async () => {
    const drawings: Drawing[] = [
      {
        kind: 'text',
        page: 1,
        x: 0.1,
        y: 0.1,
        width: 0.4,
        height: 0.05,
        text: 'Maria da Silva — 12/03/2025',
      },
      {
        kind: 'image',
        page: 1,
        x: 0.1,
        y: 0.2,
        width: 0.3,
        height: 0.1,
        image: halfTransparentPng(60, 20, [0, 0, 0]),
      },
    ];
    const increments: number[] = [];
    for (const pages of [1, 200]) {
      const original = await makeTestPdf({ pages });
      const { pdf } = await stampRevision(original, drawings);
      expect(isPrefix(original, pdf)).toBe(true);
      increments.push(pdf.length - original.length);
    }
    expect(increments[1]).toBeLessThan(increments[0] + 512);
  });

  it('embeds an appearance repeated on every page once', async () => {
    const pages = 20;
    const initials = halfTransparentPng(120, 60, [0, 0, 128]);
    const original = await makeTestPdf({ pages });
    const drawings: Drawing[] = Array.from({ length: pages }, (_, i) => ({
      kind: 'image',
      page: i + 1,
      x: 0.8,
      y: 0.9,
      width: 0.1,
      height: 0.05,
      image: initials,
    }));
    const { pdf } = await stampRevision(original, drawings);
    const appended = Buffer.from(pdf.subarray(original.length)).toString('latin1');
    // One image and its soft mask, whatever the page count.
    expect(appended.match(/\/Subtype\s*\/Image/g)?.length).toBe(2);
    expect(near((await renderPage(pdf, pages)).at(0.82, 0.925), [0, 0, 128], 10)).toBe(true);
  });

  it('keeps a page whose resources are inherited from the page tree readable', async () => {
    // Page content that needs its resources (an image XObject), then /Resources moved up to the
    // page tree node, as some producers write them.
    const source = await PDFDocument.create();
    const redHalf = await source.embedPng(halfTransparentPng(2, 1, [255, 0, 0]));
    source.addPage([300, 300]).drawImage(redHalf, { x: 0, y: 0, width: 300, height: 300 });
    const doc = await PDF.load(await source.save({ useObjectStreams: false }));
    const page = doc.getPage(0)!;
    const resources = page.dict.get('Resources', (ref) => doc.getObject(ref));
    const parent = page.dict.get('Parent', (ref) => doc.getObject(ref)) as PdfDict;
    parent.set('Resources', resources!);
    page.dict.delete('Resources');
    const original = await doc.save();

    const { pdf } = await stampRevision(original, [
      {
        kind: 'text',
        page: 1,
        x: 0.6,
        y: 0.1,
        width: 0.3,
        height: 0.2,
        text: ' ',
        backgroundColor: '#0000ff',
      },
    ]);
    const image = await renderPage(pdf, 1);
    expect(near(image.at(0.25, 0.5), red)).toBe(true);
    expect(near(image.at(0.75, 0.2), blue)).toBe(true);
  });

  it('refuses drawings outside the document before writing anything', async () => {
    const original = await makeTestPdf({ pages: 2 });
    const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.1 };
    await expect(
      stampRevision(original, [{ kind: 'text', page: 3, ...box, text: 'x' }]),
    ).rejects.toMatchObject({
      code: PdfErrorCode.InvalidDrawing,
    });
    await expect(
      stampRevision(original, [{ kind: 'text', page: 1, ...box, x: 0.9, text: 'x' }]),
    ).rejects.toMatchObject({ code: PdfErrorCode.InvalidDrawing });
    await expect(
      stampRevision(original, [{ kind: 'image', page: 1, ...box, image: new Uint8Array([1, 2, 3]) }]),
    ).rejects.toMatchObject({ code: PdfErrorCode.InvalidDrawing });
    await expect(stampRevision(new Uint8Array([1, 2, 3]), [])).rejects.toMatchObject({
      code: PdfErrorCode.Unreadable,
    });
  });
});

/** Every word poppler finds on page 1, with its box in points from the top-left. */
async function wordBoxes(
  pdf: Uint8Array,
): Promise<Array<{ text: string; xMin: number; yMin: number; xMax: number; yMax: number }>> {
  return inTemporaryDirectory('pdf-words-', async (folder) => {
    await writeFile(join(folder, 'in.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', [
      '-bbox',
      '-f',
      '1',
      '-l',
      '1',
      join(folder, 'in.pdf'),
      '-',
    ]);
    return [
      ...stdout.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map((match) => ({
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      yMax: Number(match[4]),
      text: match[5]!,
    }));
  });
}
