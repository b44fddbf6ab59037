/** A rectangle in PDF user space (points, y up). */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a page looks like to someone viewing it: the visible box and how it is turned. */
export interface PageGeometry {
  /** The CropBox (MediaBox when absent, clipped to it), unrotated user space. */
  cropBox: PdfBox;
  /** Clockwise display rotation: 0, 90, 180 or 270. */
  rotation: 0 | 90 | 180 | 270;
  /** Width and height as displayed (after rotation), in points. */
  width: number;
  height: number;
}

const A4: PdfBox = { x: 0, y: 0, width: 595.28, height: 841.89 };

/** A page's visible box and rotation from its (inherited) /MediaBox, /CropBox and /Rotate values. */
export function pageGeometry(values: {
  mediaBox?: unknown;
  cropBox?: unknown;
  rotate?: unknown;
}): PageGeometry {
  const mediaBox = toBox(values.mediaBox) ?? A4;
  const cropBox = intersect(toBox(values.cropBox) ?? mediaBox, mediaBox);
  const raw = typeof values.rotate === 'number' ? Math.round(values.rotate / 90) * 90 : 0;
  const rotation = (((raw % 360) + 360) % 360) as PageGeometry['rotation'];
  const sideways = rotation === 90 || rotation === 270;
  return {
    cropBox,
    rotation,
    width: sideways ? cropBox.height : cropBox.width,
    height: sideways ? cropBox.width : cropBox.height,
  };
}

function toBox(value: unknown): PdfBox | undefined {
  if (!Array.isArray(value) || value.length < 4) return undefined;
  const numbers = value.slice(0, 4).map((item) => (typeof item === 'number' ? item : Number.NaN));
  if (numbers.some((n) => !Number.isFinite(n))) return undefined;
  // Boxes may name any two opposite corners.
  const [x1, y1, x2, y2] = numbers;
  return {
    x: Math.min(x1, x2),
    y: Math.min(y1, y2),
    width: Math.abs(x2 - x1),
    height: Math.abs(y2 - y1),
  };
}

function intersect(box: PdfBox, bounds: PdfBox): PdfBox {
  const x = Math.max(box.x, bounds.x);
  const y = Math.max(box.y, bounds.y);
  const right = Math.min(box.x + box.width, bounds.x + bounds.width);
  const top = Math.min(box.y + box.height, bounds.y + bounds.height);
  // A CropBox entirely outside the MediaBox is broken; viewers fall back to the MediaBox.
  if (right <= x || top <= y) return bounds;
  return { x, y, width: right - x, height: top - y };
}
