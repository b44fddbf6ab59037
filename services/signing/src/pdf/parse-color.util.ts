import { PdfErrorCode, pdfError } from './pdf.errors.js';

/** An RGB colour, each channel 0..1. */
export interface RgbColor {
  red: number;
  green: number;
  blue: number;
}

export const rgb = (red: number, green: number, blue: number): RgbColor => ({ red, green, blue });

/** '#rgb' or '#rrggbb' (the SPA's colour values) to a PDF RGB colour. */
export function parseColor(value: string | undefined, fallback: RgbColor): RgbColor {
  if (value === undefined || value === '') return fallback;
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) {
    throw pdfError(PdfErrorCode.InvalidDrawing, `Not a colour: ${value}.`, {
      color: ['Use #rgb or #rrggbb.'],
    });
  }
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const channel = (i: number) => parseInt(hex.slice(i * 2, i * 2 + 2), 16) / 255;
  return rgb(channel(0), channel(1), channel(2));
}
