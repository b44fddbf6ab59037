// Documents and images the PDF engine specs work on, generated here so every case starts clean.
import { degrees, PDFDocument, rgb } from 'pdf-lib';
import { pngFile } from '@rubrica/testing/png-file';

export interface TestPdfOptions {
  pages?: number;
  /** Page size in points, unrotated. */
  size?: [number, number];
  /** /Rotate per page (cycled). */
  rotations?: Array<0 | 90 | 180 | 270>;
  /** CropBox per page as [x, y, width, height]. */
  cropBox?: [number, number, number, number];
  /** pdf-lib's default is object streams with an xref stream; false writes a classic xref table. */
  objectStreams?: boolean;
  /** Adds an AcroForm with a text field and a checkbox on page 1. */
  acroForm?: boolean;
  /** Fills a red rectangle on every page at [x, y, width, height] points (unrotated). */
  redRectangle?: [number, number, number, number];
}

export async function makeTestPdf(options: TestPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [width, height] = options.size ?? [595, 842];
  const count = options.pages ?? 1;
  for (let i = 0; i < count; i += 1) {
    const page = doc.addPage([width, height]);
    page.drawText(`Page ${i + 1}`, { x: 40, y: height - 60, size: 14 });
    const rotation = options.rotations?.[i % options.rotations.length] ?? 0;
    if (rotation) page.setRotation(degrees(rotation));
    if (options.cropBox) page.setCropBox(...options.cropBox);
    if (options.redRectangle) {
      const [x, y, w, h] = options.redRectangle;
      page.drawRectangle({ x, y, width: w, height: h, color: rgb(1, 0, 0) });
    }
  }
  if (options.acroForm) {
    const form = doc.getForm();
    const name = form.createTextField('applicant.name');
    name.setText('Maria da Silva');
    name.addToPage(doc.getPage(0), { x: 40, y: height - 140, width: 200, height: 24 });
    const agree = form.createCheckBox('applicant.agrees');
    agree.check();
    agree.addToPage(doc.getPage(0), { x: 40, y: height - 180, width: 16, height: 16 });
  }
  return doc.save({ useObjectStreams: options.objectStreams ?? false });
}

/**
 * Four 600×800 pages turned 0, 90, 180 and 270 degrees, each showing only its CropBox
 * [50, 100, 400, 500]: what a page looks like on screen, turned and cropped, in every way at once.
 */
export function makeTurnedCroppedPdf(): Promise<Uint8Array> {
  return makeTestPdf({
    pages: 4,
    size: [600, 800],
    rotations: [0, 90, 180, 270],
    cropBox: [50, 100, 400, 500],
  });
}

/** An RGBA PNG whose left half is opaque `left` and right half fully transparent. */
export function halfTransparentPng(
  width: number,
  height: number,
  left: [number, number, number],
): Uint8Array {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x += 1) {
      if (x < width / 2) row.set([...left, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  return pngFile({ width, height, colorType: 6 }, Buffer.concat(rows));
}
