import { Resvg } from '@resvg/resvg-js';
import { fontPath, HANDWRITING_FONTS, type HandwritingFontId } from '../handwriting-fonts.js';

const FONT_SIZE = 96;
const PADDING = 12;
const INK = '#1b1f3b';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svgOf(
  text: string,
  family: string,
  viewBox?: { x: number; y: number; width: number; height: number },
): string {
  const size = viewBox
    ? `width="${Math.ceil(viewBox.width)}" height="${Math.ceil(viewBox.height)}" viewBox="${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}"`
    : `width="${FONT_SIZE * (text.length + 2)}" height="${FONT_SIZE * 3}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" ${size}>` +
    `<text x="${FONT_SIZE}" y="${FONT_SIZE * 2}" font-family="${escapeXml(family)}" font-size="${FONT_SIZE}" fill="${INK}">${escapeXml(text)}</text>` +
    '</svg>'
  );
}

/**
 * A typed signature as a transparent PNG cropped to its ink: resvg (Rust, shipped prebuilt inside
 * its npm package, no system fonts or native build needed) lays the text out with the chosen
 * handwriting font file, once to measure it and once to draw it.
 */
export function renderTypedSignature(text: string, fontId: HandwritingFontId): Buffer {
  const font = HANDWRITING_FONTS.find((candidate) => candidate.id === fontId) ?? HANDWRITING_FONTS[0];
  const options = {
    font: { fontFiles: [fontPath(font.file)], loadSystemFonts: false, defaultFontFamily: font.family },
  };
  const measured = new Resvg(svgOf(text, font.family), options).getBBox();
  const box = measured
    ? {
        x: measured.x - PADDING,
        y: measured.y - PADDING,
        width: measured.width + 2 * PADDING,
        height: measured.height + 2 * PADDING,
      }
    : { x: 0, y: 0, width: FONT_SIZE, height: FONT_SIZE };
  return new Resvg(svgOf(text, font.family, box), options).render().asPng();
}
