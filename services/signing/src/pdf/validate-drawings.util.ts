import type { Drawing } from './drawing.types.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

// Fractions come from the SPA's floating-point layout; a box may overhang by rounding only.
const tolerance = 1e-6;

/** Refuses drawings that name a missing page or a box outside the page, before anything is written. */
export function validateDrawings(drawings: readonly Drawing[], pageCount: number): void {
  drawings.forEach((drawing, index) => {
    const problems: string[] = [];
    if (!Number.isInteger(drawing.page) || drawing.page < 1 || drawing.page > pageCount) {
      problems.push(`page must be between 1 and ${pageCount}.`);
    }
    const { x, y, width, height } = drawing;
    if (![x, y, width, height].every((n) => Number.isFinite(n))) problems.push('the box must be numbers.');
    else if (x < -tolerance || y < -tolerance || width <= 0 || height <= 0) {
      problems.push('the box must start inside the page and have a size.');
    } else if (x + width > 1 + tolerance || y + height > 1 + tolerance) {
      problems.push('the box must end inside the page.');
    }
    if (drawing.opacity !== undefined && !(drawing.opacity >= 0 && drawing.opacity <= 1)) {
      problems.push('opacity must be between 0 and 1.');
    }
    if (drawing.kind === 'text' && drawing.fontSize !== undefined && !(drawing.fontSize > 0)) {
      problems.push('font size must be positive.');
    }
    if (drawing.kind === 'qr-code' && drawing.value === '') problems.push('the QR code needs a value.');
    if (problems.length > 0) {
      throw pdfError(PdfErrorCode.InvalidDrawing, 'A drawing does not fit the document.', {
        [`drawings.${index}`]: problems,
      });
    }
  });
}
