import type { TextTag } from '../envelopes/domain/stored-text-tag.js';

type Box = TextTag['box'];

/**
 * Around a tag's glyph box, this part of its short side (the line's height: the font's ascent to
 * its descent) is covered as well. A viewer draws a font the file does not embed (the standard 14)
 * with one of its own, whose braces and descenders reach past the metrics the box was measured
 * with, and smooths every glyph's edge over the next pixel: a box exactly the glyphs' size leaves
 * their tips showing.
 */
const MARGIN = 0.15;

/**
 * The white box that hides a text tag in the stamped output: its glyph box grown by the margin on
 * every side, kept on the page. Fractions of the displayed page, as the box; `page` is its size in
 * points.
 */
export function textTagCover(box: Box, page: { width: number; height: number } | undefined): Box {
  if (!page?.width || !page.height) return box;
  const margin = MARGIN * Math.min(box.width * page.width, box.height * page.height);
  const left = Math.max(0, box.x_axis - margin / page.width);
  const top = Math.max(0, box.y_axis - margin / page.height);
  const right = Math.min(1, box.x_axis + box.width + margin / page.width);
  const bottom = Math.min(1, box.y_axis + box.height + margin / page.height);
  return { x_axis: left, y_axis: top, width: right - left, height: bottom - top };
}
