import type { PageGeometry } from './page-geometry.util.js';

/** A box as the SPA stores it: fractions (0..1) of the displayed page, measured from its top-left corner. */
export interface FractionBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A PDF matrix [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type PdfMatrix = [number, number, number, number, number, number];

export interface PlacedBox {
  /** Size of the box in points, upright as the viewer sees it. */
  width: number;
  height: number;
  /** Maps the box's own upright space (origin at its bottom-left) to page user space. */
  matrix: PdfMatrix;
  /** The box's bounding rectangle in page user space [x1 y1 x2 y2] (an annotation's /Rect). */
  rect: [number, number, number, number];
}

/**
 * Maps a fraction box to page user space so that what is drawn in the box's own upright space lands
 * where the SPA showed it and reads upright, whatever the page's /Rotate and CropBox.
 */
export function placeBox(geometry: PageGeometry, box: FractionBox): PlacedBox {
  const { cropBox: crop, rotation } = geometry;
  const width = box.width * geometry.width;
  const height = box.height * geometry.height;
  // Bottom-left of the box in the displayed page's upright space (y up from the bottom edge).
  const s0 = box.x * geometry.width;
  const t0 = geometry.height - (box.y + box.height) * geometry.height;

  // The displayed page's upright space to user space: the inverse of the viewer's clockwise turn.
  let display: PdfMatrix;
  switch (rotation) {
    case 0:
      display = [1, 0, 0, 1, crop.x, crop.y];
      break;
    case 90:
      display = [0, 1, -1, 0, crop.x + crop.width, crop.y];
      break;
    case 180:
      display = [-1, 0, 0, -1, crop.x + crop.width, crop.y + crop.height];
      break;
    case 270:
      display = [0, -1, 1, 0, crop.x, crop.y + crop.height];
      break;
  }
  const [a, b, c, d, e, f] = display;
  const matrix: PdfMatrix = [a, b, c, d, a * s0 + c * t0 + e, b * s0 + d * t0 + f];

  const corners = [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ].map(([x, y]) => [a * x + c * y + matrix[4], b * x + d * y + matrix[5]]);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return {
    width,
    height,
    matrix,
    rect: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
  };
}
