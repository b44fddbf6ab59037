import { PDF } from '@libpdf/core';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { findTextTags } from './find-text-tags.js';

const SIZE = 12;

/** Within a point and a half: the extractor measures glyphs a little apart from pdf-lib. */
const expectNear = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1.5);

async function load(build: (doc: PDFDocument) => Promise<void>): Promise<PDF> {
  const doc = await PDFDocument.create();
  await build(doc);
  return PDF.load(await doc.save());
}

describe('findTextTags', () => {
  it('finds a tag inside a line of text, at its glyphs, as fractions of the page from its top-left', async () => {
    let left = 0;
    let width = 0;
    const pdf = await load(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      const page = doc.addPage([600, 800]);
      page.drawText('Sign here: {{signature;r1}} thank you', { x: 50, y: 700, size: SIZE, font });
      left = 50 + font.widthOfTextAtSize('Sign here: ', SIZE);
      width = font.widthOfTextAtSize('{{signature;r1}}', SIZE);
    });
    const { tags, problems } = findTextTags(pdf);
    expect(problems).toEqual([]);
    expect(tags).toHaveLength(1);
    const [tag] = tags;
    expect(tag).toMatchObject({ text: '{{signature;r1}}', type: 'signature', slot: { order: 1 }, page: 1 });
    expect(tag!.required).toBe(true);
    expectNear(tag!.box.x_axis * 600, left);
    expectNear(tag!.box.width * 600, width);
    // The box spans the baseline (100 points from the top) and reaches up about one font size.
    const top = tag!.box.y_axis * 800;
    const bottom = (tag!.box.y_axis + tag!.box.height) * 800;
    expect(top).toBeLessThan(100 - SIZE / 2);
    expect(bottom).toBeGreaterThanOrEqual(100);
    expect(bottom - top).toBeLessThanOrEqual(SIZE * 1.3);
  });

  it('reads a tag written in several runs of different fonts as one tag', async () => {
    let width = 0;
    const pdf = await load(async (doc) => {
      const regular = await doc.embedFont(StandardFonts.Helvetica);
      const bold = await doc.embedFont(StandardFonts.HelveticaBold);
      const page = doc.addPage([600, 800]);
      let x = 72;
      for (const [part, font] of [
        ['{{ini', regular],
        ['tials;', bold],
        ['r2}}', regular],
      ] as const) {
        page.drawText(part, { x, y: 500, size: SIZE, font });
        x += font.widthOfTextAtSize(part, SIZE);
      }
      width = x - 72;
    });
    const { tags } = findTextTags(pdf);
    expect(tags.map((tag) => [tag.text, tag.type, tag.slot])).toEqual([
      ['{{initials;r2}}', 'initial', { order: 2 }],
    ]);
    expectNear(tags[0]!.box.x_axis * 600, 72);
    expectNear(tags[0]!.box.width * 600, width);
  });

  it('finds a tag on a page turned by /Rotate, in the coordinates of the page as displayed', async () => {
    let width = 0;
    const pdf = await load(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      doc.addPage([600, 800]).drawText('first page', { x: 50, y: 700, size: SIZE, font });
      // 600 × 800 turned a quarter clockwise shows as 800 wide and 600 high; text drawn at a
      // quarter turn counter-clockwise reads upright; at x = 100 its baseline is 100 points below the
      // displayed top (the user-space left edge).
      const page = doc.addPage([600, 800]);
      page.setRotation(degrees(90));
      page.drawText('{{text;r1;required;title=Address}}', {
        x: 100,
        y: 200,
        size: SIZE,
        font,
        rotate: degrees(90),
      });
      // A second turned line: the extractor sees gaps between turned glyphs and inserts spaces there.
      page.drawText('{{date;r1;2030-01-31}}', { x: 160, y: 200, size: SIZE, font, rotate: degrees(90) });
      width = font.widthOfTextAtSize('{{text;r1;required;title=Address}}', SIZE);
    });
    const { tags } = findTextTags(pdf);
    expect(tags.map((tag) => tag.text)).toEqual([
      '{{text;r1;required;title=Address}}',
      '{{date;r1;2030-01-31}}',
    ]);
    const [tag] = tags;
    expect(tag).toMatchObject({
      type: 'text',
      page: 2,
      required: true,
      title: 'Address',
      slot: { order: 1 },
    });
    expectNear(tag!.box.x_axis * 800, 200);
    expectNear(tag!.box.width * 800, width);
    const bottom = (tag!.box.y_axis + tag!.box.height) * 600;
    expect(bottom).toBeGreaterThanOrEqual(100);
    expect(bottom).toBeLessThan(100 + SIZE / 2);
    expect(tag!.box.height * 600).toBeLessThanOrEqual(SIZE * 1.3);
  });

  it('reads every type, labels and options, and reports tags it cannot read', async () => {
    const pdf = await load(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      const page = doc.addPage([600, 800]);
      const lines = [
        '{{date;r1}} {{date;R1;2030-01-31}} {{checkbox;buyer}}',
        '{{signature;witness;optional}} {{TEXT;r3}}',
        'Dear {{name}}, {{stamp;r1}} {{signature;}} {{text;r0}} {{text;r1;bold}}',
      ];
      lines.forEach((line, index) => page.drawText(line, { x: 20, y: 700 - index * 30, size: 10, font }));
    });
    const { tags, problems } = findTextTags(pdf);
    expect(tags.map(({ type, slot, required, value }) => ({ type, slot, required, value }))).toEqual([
      { type: 'date', slot: { order: 1 }, required: false, value: null },
      { type: 'date', slot: { order: 1 }, required: false, value: '2030-01-31' },
      { type: 'checkbox', slot: { label: 'buyer' }, required: false, value: null },
      { type: 'signature', slot: { label: 'witness' }, required: false, value: null },
      { type: 'text', slot: { order: 3 }, required: false, value: null },
    ]);
    // `{{name}}` has no `;`: not a tag, left alone.
    expect(problems).toEqual([
      { text: '{{stamp;r1}}', page: 1, message: 'unknown field type "stamp"' },
      { text: '{{signature;}}', page: 1, message: 'no recipient slot (r1, r2 … or a label)' },
      { text: '{{text;r0}}', page: 1, message: 'recipient slot "r0" is not r1, r2 … nor a label' },
      { text: '{{text;r1;bold}}', page: 1, message: 'unknown option "bold"' },
    ]);
  });

  it('measures against the CropBox, where a viewer starts the page', async () => {
    const pdf = await load(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      const page = doc.addPage([700, 900]);
      page.setCropBox(100, 100, 500, 700);
      page.drawText('{{signature;r1}}', { x: 150, y: 700, size: SIZE, font });
    });
    const [tag] = findTextTags(pdf).tags;
    expectNear(tag!.box.x_axis * 500, 50);
    expect((tag!.box.y_axis + tag!.box.height) * 700).toBeGreaterThanOrEqual(100);
  });
});
