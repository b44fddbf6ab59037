import { Resvg } from '@resvg/resvg-js';
import { Jimp } from 'jimp';
import { fontPath } from '../handwriting-fonts.js';
import type { PreviewQuery, SignatureKind } from '../signature-profiles.schemas.js';

const FRAMES: Record<SignatureKind, { width: number; height: number }> = {
  signature: { width: 600, height: 240 },
  initials: { width: 320, height: 240 },
};

const LABELS: Record<PreviewQuery['lang'], Record<SignatureKind, string>> = {
  'pt-BR': { signature: 'Assinatura', initials: 'Rubrica' },
  en: { signature: 'Signature', initials: 'Initials' },
  es: { signature: 'Firma', initials: 'Iniciales' },
};

/**
 * The `framed` preview: the image centred on a light card with a thin border and its label at
 * the top-left, as the signing viewer shows a saved signature.
 */
export async function framePreview(
  png: Buffer,
  kind: SignatureKind,
  lang: PreviewQuery['lang'],
): Promise<Buffer> {
  const { width, height } = FRAMES[kind];
  const image = await Jimp.read(png);
  const area = { x: 24, y: 48, width: width - 48, height: height - 72 };
  const scale = Math.min(area.width / image.width, area.height / image.height, 1);
  const drawn = { width: image.width * scale, height: image.height * scale };
  const x = area.x + (area.width - drawn.width) / 2;
  const y = area.y + (area.height - drawn.height) / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="12" fill="#f7f8fa" stroke="#c9ced8" stroke-width="2"/>` +
    `<text x="20" y="32" font-family="Roboto" font-size="16" fill="#6b7280">${LABELS[lang][kind]}</text>` +
    `<line x1="24" y1="${height - 28}" x2="${width - 24}" y2="${height - 28}" stroke="#c9ced8" stroke-width="1"/>` +
    `<image x="${x}" y="${y}" width="${drawn.width}" height="${drawn.height}" href="data:image/png;base64,${png.toString('base64')}"/>` +
    '</svg>';
  return new Resvg(svg, {
    font: {
      fontFiles: [fontPath('roboto-regular.ttf')],
      loadSystemFonts: false,
      defaultFontFamily: 'Roboto',
    },
  })
    .render()
    .asPng();
}
