import type { PageGeometry } from './page-geometry.util.js';
import { placeBox, type PdfMatrix } from './place-box.util.js';

const crop = { x: 10, y: 20, width: 400, height: 600 };

function geometry(rotation: PageGeometry['rotation']): PageGeometry {
  const sideways = rotation === 90 || rotation === 270;
  return { cropBox: crop, rotation, width: sideways ? 600 : 400, height: sideways ? 400 : 600 };
}

function apply([a, b, c, d, e, f]: PdfMatrix, x: number, y: number): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f];
}

describe('placeBox', () => {
  const box = { x: 0.25, y: 0.1, width: 0.5, height: 0.2 };

  it('keeps an unrotated box in the crop box, measured from its top-left', () => {
    const placed = placeBox(geometry(0), box);
    expect([placed.width, placed.height]).toEqual([200, 120]);
    // Top of the box is 10% below the top edge of the crop box.
    expect(placed.rect).toEqual([10 + 100, 20 + 600 - 60 - 120, 10 + 300, 20 + 600 - 60]);
    expect(apply(placed.matrix, 0, 0)).toEqual([110, 440]);
  });

  it.each([
    // The displayed top-left corner of the page is, in user space, the crop box's corner at:
    [90, [10, 20]],
    [180, [410, 20]],
    [270, [410, 620]],
  ] as const)('maps the displayed top-left corner for /Rotate %i', (rotation, corner) => {
    const placed = placeBox(geometry(rotation), { x: 0, y: 0, width: 0.1, height: 0.1 });
    // The box's own top-left is (0, height) in its upright space.
    const [x, y] = apply(placed.matrix, 0, placed.height);
    expect(x).toBeCloseTo(corner[0]);
    expect(y).toBeCloseTo(corner[1]);
  });

  it('sizes a box on a turned page by the displayed page and keeps its text direction upright', () => {
    const placed = placeBox(geometry(90), box);
    expect([placed.width, placed.height]).toEqual([300, 80]);
    // Upright +x (reading direction) runs up the unrotated page when it is turned 90° clockwise.
    const [x0, y0] = apply(placed.matrix, 0, 0);
    const [x1, y1] = apply(placed.matrix, 1, 0);
    expect([x1 - x0, y1 - y0]).toEqual([0, 1]);
    const [rx1, ry1, rx2, ry2] = placed.rect;
    expect([rx2 - rx1, ry2 - ry1]).toEqual([80, 300]);
  });
});
