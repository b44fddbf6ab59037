import { create, DrawingKind, DrawingSchema } from '@rubrica/proto';
import type { BlobStore } from '@rubrica/blob';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { inTemporaryDirectory } from '@rubrica/testing';
import { ensureDevelopmentCertificate, signPdf, stampRevision } from '../src/pdf/index.js';
import { toEngineDrawing } from '../src/signing-requests/to-engine-drawing.util.js';
import { near, pdfsig, qpdfCheck, renderPage, type RenderedPage } from './pdf-checkers.js';

const SIZE = 24;
const TAG = '{{signature;r1}}';

/** Whether every rendered pixel inside a box (fractions of the displayed page) is white, or any is dark. */
function pixelsIn(page: RenderedPage, box: { x: number; y: number; width: number; height: number }) {
  const colours: Array<[number, number, number]> = [];
  for (let x = Math.ceil(box.x * page.width); x < Math.floor((box.x + box.width) * page.width); x += 1)
    for (let y = Math.ceil(box.y * page.height); y < Math.floor((box.y + box.height) * page.height); y += 1)
      colours.push(page.pixel(x, y));
  return {
    allWhite: colours.every((colour) => near(colour, [255, 255, 255], 10)),
    anyDark: colours.some((colour) => near(colour, [0, 0, 0], 100)),
  };
}

describe('covering text tags', () => {
  it('paints a COVER drawing white over the tag, on an upright and a turned page, and the file stays sound', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const width = font.widthOfTextAtSize(TAG, SIZE);
    const ascent = font.heightAtSize(SIZE, { descender: false });
    const upright = doc.addPage([600, 800]);
    upright.drawText(TAG, { x: 100, y: 600, size: SIZE, font });
    // Turned a quarter clockwise: shows 800 wide and 600 high; the text reads upright with its
    // baseline 150 points below the displayed top and starts 300 points from the displayed left.
    const turned = doc.addPage([600, 800]);
    turned.setRotation(degrees(90));
    turned.drawText(TAG, { x: 150, y: 300, size: SIZE, font, rotate: degrees(90) });
    const source = await doc.save();

    const boxes = [
      { page: 1, x: 100 / 600, y: (200 - ascent) / 800, width: width / 600, height: (ascent + 6) / 800 },
      { page: 2, x: 300 / 800, y: (150 - ascent) / 600, width: width / 800, height: (ascent + 6) / 600 },
    ];
    for (const box of boxes)
      expect(pixelsIn(await renderPage(source, box.page), box)).toMatchObject({ anyDark: true });

    const noBlobs = {} as BlobStore;
    const covers = await Promise.all(
      boxes.map((box) =>
        toEngineDrawing(create(DrawingSchema, { ...box, documentId: 'd', kind: DrawingKind.COVER }), noBlobs),
      ),
    );
    expect(covers[0]).toMatchObject({ kind: 'text', text: '', backgroundColor: '#ffffff' });
    const { pdf } = await stampRevision(source, covers);

    for (const box of boxes)
      expect(pixelsIn(await renderPage(pdf, box.page), box)).toEqual({ allWhite: true, anyDark: false });
    expect((await qpdfCheck(pdf)).ok).toBe(true);

    // In the signature's own revision, as a recipient's stamp goes: still covered, still valid.
    await inTemporaryDirectory('tag-cover-', async (dir) => {
      const { credentials } = await ensureDevelopmentCertificate(dir);
      const signed = await signPdf(source, { signer: credentials, drawings: covers });
      for (const box of boxes)
        expect(pixelsIn(await renderPage(signed.pdf, box.page), box)).toMatchObject({ allWhite: true });
      expect((await qpdfCheck(signed.pdf)).ok).toBe(true);
      expect((await pdfsig(signed.pdf)).map((signature) => signature.valid)).toEqual([true]);
    });
  });
});
