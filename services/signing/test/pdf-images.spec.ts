// The PNG forms a signature, initials or photo may come in, embedded by the engine's own decoder:
// opaque rows passed through with the PNG predictor (16-bit too), palettes with transparency,
// interlaced images and grey + alpha, each rendered by poppler where the stamp was placed.
import { pngFile } from '@rubrica/testing/png-file';
import { stampRevision } from '../src/pdf/index.js';
import { near, qpdfCheck, renderPage } from './pdf-checkers.js';
import { makeTestPdf } from './pdf-fixtures.js';

const white: [number, number, number] = [255, 255, 255];

/** A PNG from its already-filtered scanlines (each row: filter byte 0, then the packed samples). */
function png(
  width: number,
  height: number,
  depth: number,
  colorType: number,
  scanlines: Buffer,
  options: { interlaced?: boolean; palette?: number[]; transparency?: number[] } = {},
): Uint8Array {
  const chunks: Array<[string, Buffer]> = [];
  if (options.palette) chunks.push(['PLTE', Buffer.from(options.palette)]);
  if (options.transparency) chunks.push(['tRNS', Buffer.from(options.transparency)]);
  return pngFile({ width, height, depth, colorType, interlaced: options.interlaced, chunks }, scanlines);
}

/** Scanlines whose pixel at x is `pixel(x)` (bytes), the same on every row. */
function rows(width: number, height: number, pixel: (x: number) => number[]): Buffer {
  const row = Buffer.from([0, ...Array.from({ length: width }, (_, x) => pixel(x)).flat()]);
  return Buffer.concat(Array.from({ length: height }, () => row));
}

/** Left half `left`, right half `right`: what each image below draws. */
async function expectHalves(
  image: Uint8Array,
  left: [number, number, number],
  right: [number, number, number],
): Promise<void> {
  const original = await makeTestPdf();
  const { pdf } = await stampRevision(original, [
    { kind: 'image', page: 1, x: 0.2, y: 0.3, width: 0.6, height: 0.3, image, fit: 'fill' },
  ]);
  expect((await qpdfCheck(pdf)).ok).toBe(true);
  const page = await renderPage(pdf, 1);
  expect(near(page.at(0.3, 0.45), left)).toBe(true);
  expect(near(page.at(0.7, 0.45), right)).toBe(true);
}

describe('PNG images in stamps', () => {
  it('16-bit RGB, opaque: kept compressed, drawn in its colours', async () => {
    const image = png(
      8,
      4,
      16,
      2,
      rows(8, 4, (x) => (x < 4 ? [255, 255, 0, 0, 0, 0] : [0, 0, 0, 0, 255, 255])),
    );
    await expectHalves(image, [255, 0, 0], [0, 0, 255]);
  });

  it('a 2-bit palette with a transparent entry', async () => {
    // Four pixels per byte: index 1 (green) on the left, index 0 (transparent) on the right.
    const image = png(
      8,
      4,
      2,
      3,
      rows(2, 4, (x) => (x === 0 ? [0b01010101] : [0])),
      {
        palette: [0, 0, 0, 0, 255, 0],
        transparency: [0, 255],
      },
    );
    await expectHalves(image, [0, 255, 0], white);
  });

  it('grey + alpha, 8-bit', async () => {
    const image = png(
      8,
      4,
      8,
      4,
      rows(8, 4, (x) => (x < 4 ? [0, 255] : [0, 0])),
    );
    await expectHalves(image, [0, 0, 0], white);
  });

  it('interlaced (Adam7) RGBA', async () => {
    const width = 16;
    const height = 8;
    const passes = [
      [0, 0, 8, 8],
      [4, 0, 8, 8],
      [0, 4, 4, 8],
      [2, 0, 4, 4],
      [0, 2, 2, 4],
      [1, 0, 2, 2],
      [0, 1, 1, 2],
    ];
    const pixel = (x: number) => (x < width / 2 ? [0, 0, 255, 255] : [0, 0, 0, 0]);
    const data = passes.map(([x0, y0, dx, dy]) => {
      const columns = Math.ceil((width - x0) / dx);
      const lines = Math.ceil((height - y0) / dy);
      if (columns <= 0 || lines <= 0) return Buffer.alloc(0);
      const line = Buffer.from([0, ...Array.from({ length: columns }, (_, i) => pixel(x0 + i * dx)).flat()]);
      return Buffer.concat(Array.from({ length: lines }, () => line));
    });
    const image = png(width, height, 8, 6, Buffer.concat(data), { interlaced: true });
    await expectHalves(image, [0, 0, 255], white);
  });
});
