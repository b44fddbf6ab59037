import { PdfArray, PdfDict, PdfNumber, type PDF, type PDFPage } from '@libpdf/core';
import type { TextTag } from '../../envelopes/domain/stored-text-tag.js';
import { parseTextTag } from './parse-text-tag.js';

type TagBox = TextTag['box'];

export interface TextTagProblem {
  text: string;
  page: number;
  message: string;
}

interface Glyph {
  char: string;
  order: number;
  bbox: { x: number; y: number; width: number; height: number };
}

// `{{type;…}}`: the `;` tells a tag from other text in double braces (mail-merge leftovers).
const TAG = /\{\{\s*([a-z]+)\s*;([^{}]*)\}\}/gi;

/**
 * Every text tag on the document's pages, with its box, and every `{{type;…}}` that is not a valid
 * tag. Glyphs are read in content-stream order rather than in reading lines, so a tag written in
 * several runs (a word processor's kerning or a change of style mid-tag) or turned with the text
 * matrix or the page's /Rotate still reads as one string.
 */
export function findTextTags(pdf: PDF): { tags: TextTag[]; problems: TextTagProblem[] } {
  const tags: TextTag[] = [];
  const problems: TextTagProblem[] = [];
  pdf.getPages().forEach((page, index) => {
    const glyphs = pageGlyphs(page);
    const text = glyphs.map((glyph) => glyph.char).join('');
    if (!text.includes('{{')) return;
    // Where each glyph starts in `text` (a glyph may be several characters: a ligature).
    const starts: number[] = [];
    glyphs.reduce((offset, glyph) => (starts.push(offset), offset + glyph.char.length), 0);
    for (const match of text.matchAll(TAG)) {
      const parsed = parseTextTag(`${match[1]};${match[2]}`);
      const written = match[0];
      if (typeof parsed === 'string') {
        problems.push({ text: written, page: index + 1, message: parsed });
        continue;
      }
      const first = glyphIndexAt(starts, match.index);
      const last = glyphIndexAt(starts, match.index + written.length - 1);
      const box = toDisplayedFractions(
        pdf,
        page,
        union(glyphs.slice(first, last + 1).map((glyph) => glyph.bbox)),
      );
      tags.push({ ...parsed, text: written, page: index + 1, box });
    }
  });
  return { tags, problems };
}

function pageGlyphs(page: PDFPage): Glyph[] {
  const glyphs: Glyph[] = [];
  for (const line of page.extractText({ includeChars: true }).lines)
    for (const span of line.spans)
      for (const char of span.chars)
        glyphs.push({ char: char.char, order: char.sequenceIndex ?? Number.NaN, bbox: char.bbox });
  // The extractor inserts spaces where it sees a gap between glyphs (turned text has many) and
  // numbers them between their neighbours (n + 0.5): not drawn, so not part of any tag.
  const drawn = glyphs.filter((glyph) => Number.isInteger(glyph.order));
  return drawn.length ? drawn.sort((a, b) => a.order - b.order) : glyphs;
}

function glyphIndexAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

function union(boxes: Glyph['bbox'][]): { x1: number; y1: number; x2: number; y2: number } {
  return {
    x1: Math.min(...boxes.map((box) => box.x)),
    y1: Math.min(...boxes.map((box) => box.y)),
    x2: Math.max(...boxes.map((box) => box.x + box.width)),
    y2: Math.max(...boxes.map((box) => box.y + box.height)),
  };
}

/**
 * A user-space rectangle as fractions of the page a viewer shows: the CropBox (clipped to the
 * MediaBox) turned clockwise by /Rotate, measured from its top-left corner. The inverse of the
 * signing service's placement of field boxes, so a field lands where its tag was.
 */
function toDisplayedFractions(
  pdf: PDF,
  page: PDFPage,
  rect: { x1: number; y1: number; x2: number; y2: number },
): TagBox {
  const crop = visibleBox(pdf, page);
  const rotation = page.rotation;
  const sideways = rotation === 90 || rotation === 270;
  const width = sideways ? crop.height : crop.width;
  const height = sideways ? crop.width : crop.height;
  // A user-space point in the displayed page's upright space (origin bottom-left, y up).
  const upright = (u: number, v: number): [number, number] => {
    switch (rotation) {
      case 90:
        return [v - crop.y, crop.x + crop.width - u];
      case 180:
        return [crop.x + crop.width - u, crop.y + crop.height - v];
      case 270:
        return [crop.y + crop.height - v, u - crop.x];
      default:
        return [u - crop.x, v - crop.y];
    }
  };
  const corners = [upright(rect.x1, rect.y1), upright(rect.x2, rect.y2)];
  const s1 = clamp(Math.min(...corners.map(([s]) => s)), 0, width);
  const s2 = clamp(Math.max(...corners.map(([s]) => s)), 0, width);
  const t1 = clamp(Math.min(...corners.map(([, t]) => t)), 0, height);
  const t2 = clamp(Math.max(...corners.map(([, t]) => t)), 0, height);
  return {
    x_axis: round(s1 / width),
    y_axis: round((height - t2) / height),
    width: round((s2 - s1) / width),
    height: round((t2 - t1) / height),
  };
}

type Box = { x: number; y: number; width: number; height: number };

// The library's getCropBox reads [x1 y1 x2 y2] as if x2, y2 were a width and a height, so the
// boxes are read from the page dictionaries (and the page tree they inherit from) here.
function visibleBox(pdf: PDF, page: PDFPage): Box {
  const media = pageBox(pdf, page, 'MediaBox') ?? { x: 0, y: 0, width: 612, height: 792 };
  const crop = pageBox(pdf, page, 'CropBox') ?? media;
  // The CropBox's corners pulled inside the MediaBox.
  const [left, right] = [crop.x, crop.x + crop.width].map((x) => clamp(x, media.x, media.x + media.width));
  const [bottom, top] = [crop.y, crop.y + crop.height].map((y) => clamp(y, media.y, media.y + media.height));
  // A CropBox outside the MediaBox is broken; viewers show the MediaBox.
  return right! > left! && top! > bottom!
    ? { x: left!, y: bottom!, width: right! - left!, height: top! - bottom! }
    : media;
}

function pageBox(pdf: PDF, page: PDFPage, key: 'MediaBox' | 'CropBox'): Box | undefined {
  const resolve = (ref: Parameters<PDF['getObject']>[0]) => pdf.getObject(ref);
  let dict: PdfDict | undefined = page.dict;
  for (let depth = 0; dict && depth < 64; depth += 1) {
    const value = dict.get(key, resolve);
    if (value instanceof PdfArray) {
      const [x1, y1, x2, y2] = value.toArray().map((item) => (item instanceof PdfNumber ? item.value : NaN));
      if (![x1, y1, x2, y2].every((n) => Number.isFinite(n))) return undefined;
      return {
        x: Math.min(x1!, x2!),
        y: Math.min(y1!, y2!),
        width: Math.abs(x2! - x1!),
        height: Math.abs(y2! - y1!),
      };
    }
    const parent = dict.get('Parent', resolve);
    dict = parent instanceof PdfDict ? parent : undefined;
  }
  return undefined;
}

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);
const round = (value: number): number => Math.round(value * 1e6) / 1e6;
