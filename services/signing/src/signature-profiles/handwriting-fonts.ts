import { join } from 'node:path';
import { ASSETS_DIR } from '../assets-dir.js';

/**
 * The six handwriting fonts of the signature creator's text tab (envelopes-and-signing §2; the
 * first is the default). All are SIL Open Font License fonts shipped in assets/fonts with their
 * licence texts.
 */
export const HANDWRITING_FONTS = [
  { id: 'dancing-script', family: 'Dancing Script', file: 'dancing-script.ttf' },
  { id: 'great-vibes', family: 'Great Vibes', file: 'great-vibes.ttf' },
  { id: 'pacifico', family: 'Pacifico', file: 'pacifico.ttf' },
  { id: 'sacramento', family: 'Sacramento', file: 'sacramento.ttf' },
  { id: 'allura', family: 'Allura', file: 'allura.ttf' },
  { id: 'satisfy', family: 'Satisfy', file: 'satisfy.ttf' },
] as const;

export type HandwritingFontId = (typeof HANDWRITING_FONTS)[number]['id'];
export const HANDWRITING_FONT_IDS = HANDWRITING_FONTS.map((font) => font.id) as [
  HandwritingFontId,
  ...HandwritingFontId[],
];
export const DEFAULT_HANDWRITING_FONT: HandwritingFontId = HANDWRITING_FONTS[0].id;

export const fontPath = (file: string): string => join(ASSETS_DIR, 'fonts', file);
