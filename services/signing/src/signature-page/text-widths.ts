import type { Font } from '@pdf-lib/fontkit';

/** What fontkit's layout takes beyond its typings: the script to shape for, as it would detect it. */
type LayoutWithScript = (
  text: string,
  features: typeof GLYPHS_ONLY,
  script: string,
) => { glyphs: Glyph[]; script: string };
type Glyph = { advanceWidth: number };

/**
 * The features the page's fonts shape text with, for pdf-lib and here: each font's defaults without
 * kerning, mark and cursive positioning. pdf-lib keeps only the glyphs a layout gives and writes
 * them at their advances, so the positions fontkit worked out for those features were thrown away;
 * no substitution depends on them.
 */
export const GLYPHS_ONLY = { kern: false, mark: false, mkmk: false, curs: false };

/** Words kept shaped per font: a page's own words, and those every page repeats. */
const SHAPED_LIMIT = 4096;

interface Shaped {
  /** The script fontkit shaped for. */
  script: string;
  /** Each glyph's advance in pdf-lib's units (1000 per em). */
  advances: number[];
}

/** fontkit's script for text of digits, punctuation and spaces only (Unicode's Common). */
const NO_SCRIPT = 'zzzz';

/**
 * Widths of words joined by single spaces in one font, equal to pdf-lib's `widthOfTextAtSize` of
 * the joined text: the advances of the glyphs the font's substitutions leave, added in drawing
 * order. Each word is shaped once, for the script fontkit detects in the whole text (its first
 * one), and kept; wrapping by `widthOfTextAtSize` shaped a whole candidate line again for every
 * word added to it, most of the signature page's time. A space is a glyph of its own and no
 * substitution of these fonts reaches across one (text-widths.spec.ts holds the two equal).
 */
export class TextWidths {
  private readonly scale: number;
  /** By the script asked for ('' when detected), then by text; emptied when it reaches SHAPED_LIMIT. */
  private readonly shaped = new Map<string, Map<string, Shaped>>();
  private count = 0;

  constructor(private readonly font: Font) {
    this.scale = 1000 / font.unitsPerEm;
  }

  ofWords(words: readonly string[], size: number): number {
    let script = NO_SCRIPT;
    for (const word of words) {
      script = this.shape(word).script;
      if (script !== NO_SCRIPT) break;
    }
    let total = 0;
    words.forEach((word, index) => {
      if (index > 0) for (const advance of this.shapeFor(' ', script).advances) total += advance;
      for (const advance of this.shapeFor(word, script).advances) total += advance;
    });
    return total * (size / 1000);
  }

  private shapeFor(text: string, script: string): Shaped {
    const own = this.shape(text);
    return own.script === script ? own : this.shape(text, script);
  }

  /** `text` shaped for `script`, or for the script fontkit detects in it. */
  private shape(text: string, script = ''): Shaped {
    const found = this.shaped.get(script)?.get(text);
    if (found) return found;
    const run = (this.font.layout as unknown as LayoutWithScript).call(
      this.font,
      text,
      GLYPHS_ONLY,
      (script || undefined) as string,
    );
    const shaped = {
      script: run.script,
      advances: run.glyphs.map((glyph) => glyph.advanceWidth * this.scale),
    };
    if (this.count >= SHAPED_LIMIT) {
      this.shaped.clear();
      this.count = 0;
    }
    const forScript = this.shaped.get(script) ?? new Map<string, Shaped>();
    this.shaped.set(script, forScript.set(text, shaped));
    this.count += 1;
    return shaped;
  }
}
