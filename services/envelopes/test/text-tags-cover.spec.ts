import { PDF } from '@libpdf/core';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inTemporaryDirectory } from '@rubrica/testing';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { findTextTags } from '../src/documents/text-tags/find-text-tags.js';
import { textTagCover } from '../src/envelope-flow/text-tag-cover.util.js';

const DPI = 144;

/** How many dark pixels pdftoppm draws on the first page, as a viewer shows it (CropBox, /Rotate). */
async function darkPixels(pdf: Uint8Array): Promise<number> {
  return inTemporaryDirectory('tag-cover-', async (dir) => {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await promisify(execFile)('pdftoppm', [
      '-gray',
      '-r',
      String(DPI),
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'out'),
    ]);
    const pgm = await readFile(join(dir, 'out.pgm'));
    const header = /^P5\s+\d+\s+\d+\s+255\s/.exec(pgm.toString('latin1', 0, 40));
    if (!header) throw new Error('pdftoppm did not write a P5 image');
    return pgm.subarray(header[0].length).filter((grey) => grey < 250).length;
  });
}

/**
 * `pdf` with a white box over each of its tags where the first revision covers them: the COVER
 * drawing the signing service paints exactly over the box it is given (services/signing's
 * pdf-text-tag-cover spec), here drawn in the page's own space.
 */
async function covered(pdf: Uint8Array): Promise<Uint8Array> {
  const { tags } = findTextTags(await PDF.load(pdf));
  const doc = await PDFDocument.load(pdf);
  for (const tag of tags) {
    const page = doc.getPage(tag.page - 1);
    const { width, height } = page.getSize();
    const sideways = page.getRotation().angle % 180 !== 0;
    const shown = sideways ? { width: height, height: width } : { width, height };
    const cover = textTagCover(tag.box, shown);
    // Displayed (from the top-left) to the page's user space; only upright and quarter-turned pages here.
    const [left, top, right, bottom] = [
      cover.x_axis * shown.width,
      cover.y_axis * shown.height,
      (cover.x_axis + cover.width) * shown.width,
      (cover.y_axis + cover.height) * shown.height,
    ];
    page.drawRectangle(
      sideways
        ? { x: top, y: left, width: bottom - top, height: right - left, color: rgb(1, 1, 1) }
        : { x: left, y: height - bottom, width: right - left, height: bottom - top, color: rgb(1, 1, 1) },
    );
  }
  return doc.save();
}

describe('the white box over a text tag', () => {
  it.each([
    StandardFonts.Helvetica,
    StandardFonts.TimesRoman,
    StandardFonts.Courier,
    StandardFonts.HelveticaBold,
  ])('leaves no pixel of a tag in %s showing, its braces’ tips and descenders included', async (name) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(name);
    const page = doc.addPage([600, 800]);
    // Large and small, and one turned with the page: the braces reach below the descent the
    // fonts' metrics give, and the viewer draws these fonts with its own.
    page.drawText('{{signature;r1}}', { x: 60, y: 650, size: 40, font });
    page.drawText('{{initials;r2}}', { x: 60, y: 500, size: 11, font });
    page.drawText('{{date;r1}}', { x: 594 - font.widthOfTextAtSize('{{date;r1}}', 9), y: 2, size: 9, font });
    const turned = doc.addPage([600, 800]);
    turned.setRotation(degrees(90));
    turned.drawText('{{text;r1;title=Address}}', { x: 150, y: 300, size: 24, font, rotate: degrees(90) });
    const pdf = await doc.save();

    for (const index of [0, 1]) {
      const single = await PDFDocument.create();
      const [copied] = await single.copyPages(await PDFDocument.load(pdf), [index]);
      single.addPage(copied);
      const onePage = await single.save();
      expect(await darkPixels(onePage)).toBeGreaterThan(100);
      expect(await darkPixels(await covered(onePage))).toBe(0);
    }
  });

  it('grows the glyph box by a part of the line’s height on each side, and stays on the page', () => {
    const page = { width: 600, height: 800 };
    // 12 points tall, 90 wide: 1.8 points around.
    const cover = textTagCover({ x_axis: 0.1, y_axis: 0.5, width: 90 / 600, height: 12 / 800 }, page);
    expect(cover.x_axis * 600).toBeCloseTo(60 - 1.8, 6);
    expect(cover.y_axis * 800).toBeCloseTo(400 - 1.8, 6);
    expect(cover.width * 600).toBeCloseTo(90 + 3.6, 6);
    expect(cover.height * 800).toBeCloseTo(12 + 3.6, 6);
    const corner = textTagCover({ x_axis: 0, y_axis: 1 - 12 / 800, width: 90 / 600, height: 12 / 800 }, page);
    expect(corner.x_axis).toBe(0);
    expect(corner.y_axis + corner.height).toBe(1);
  });
});
