import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { ASSETS_DIR } from '../assets-dir.js';
import { GLYPHS_ONLY, TextWidths } from './text-widths.js';

const TEXTS = [
  'Contrato de locação',
  'Remetente: João Ávila <joao@example.com>',
  'office affluent ﬁnal flow ffi ffl fi fl',
  '02/03/2026, 18:45:10 UTC — Assinou',
  '12345 67890 office',
  'Пётр Ильич office affluent',
  'Ωμέγα αβγ office ﬁﬂ',
  'e\u0301te\u0301 cafe\u0301 Zoë Ünïcødé',
  '2001:db8::1 192.0.2.44 -15.793889, -47.882778',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  '— 42 — “quoted” ‘text’ 12½ € ™ … ∆ µ Ω',
  'c'.repeat(64),
];

describe('TextWidths', () => {
  let fonts: Array<{ name: string; font: PDFFont; plain: PDFFont; widths: TextWidths }>;

  beforeAll(async () => {
    const document = await PDFDocument.create();
    document.registerFontkit(fontkit);
    fonts = [];
    for (const name of ['roboto-regular.ttf', 'roboto-bold.ttf']) {
      const bytes = await readFile(join(ASSETS_DIR, 'fonts', name));
      fonts.push({
        name,
        font: await document.embedFont(bytes, { subset: true, features: GLYPHS_ONLY }),
        plain: await document.embedFont(bytes, { subset: true }),
        widths: new TextWidths(fontkit.create(bytes)),
      });
    }
  });

  it("measures words joined by spaces exactly as pdf-lib measures the joined text, in every script's line", () => {
    for (const { name, font, widths } of fonts) {
      for (const text of TEXTS) {
        const words = text.split(' ');
        for (let end = 1; end <= words.length; end += 1) {
          const line = words.slice(0, end);
          for (const size of [7.5, 9, 11, 18]) {
            expect([name, line.join(' '), size, widths.ofWords(line, size)]).toEqual([
              name,
              line.join(' '),
              size,
              font.widthOfTextAtSize(line.join(' '), size),
            ]);
          }
        }
      }
    }
  });

  it('shapes the same glyphs and widths without the positioning features as with every default one', () => {
    for (const { font, plain } of fonts) {
      for (const text of TEXTS) {
        expect(font.encodeText(text).toString()).toBe(plain.encodeText(text).toString());
        expect(font.widthOfTextAtSize(text, 9)).toBe(plain.widthOfTextAtSize(text, 9));
      }
    }
  });
});
