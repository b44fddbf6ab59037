import { measureText, ops, rgb, type PDF, type PDFPage, type Standard14FontName } from '@libpdf/core';
import QRCode from 'qrcode';
import type {
  CheckboxDrawing,
  Drawing,
  FontFamily,
  ImageDrawing,
  QrCodeDrawing,
  TextDrawing,
} from './drawing.types.js';
import { parseColor } from './parse-color.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

const white = rgb(1, 1, 1);
const black = rgb(0, 0, 0);

/**
 * Draws one drawing onto `page`, a scratch page exactly the size of the drawing's box (points,
 * upright, origin bottom-left). The page is later embedded as a Form XObject in the real document.
 */
export function drawAppearance(
  scratch: PDF,
  page: PDFPage,
  drawing: Drawing,
  width: number,
  height: number,
): void {
  switch (drawing.kind) {
    case 'text':
      return drawText(page, drawing, width, height);
    case 'checkbox':
      return drawCheckbox(page, drawing, width, height);
    case 'image':
      return drawImage(scratch, page, drawing, width, height);
    case 'qr-code':
      return drawQrCode(page, drawing, width, height);
  }
}

function drawFrame(
  page: PDFPage,
  drawing: { backgroundColor?: string; borderColor?: string; borderWidth?: number },
  width: number,
  height: number,
): number {
  const border = drawing.borderColor ? Math.max(0, drawing.borderWidth ?? 1) : 0;
  if (!drawing.backgroundColor && border === 0) return 0;
  page.drawRectangle({
    x: border / 2,
    y: border / 2,
    width: Math.max(0, width - border),
    height: Math.max(0, height - border),
    ...(drawing.backgroundColor ? { color: parseColor(drawing.backgroundColor, white) } : {}),
    ...(border > 0 ? { borderColor: parseColor(drawing.borderColor, black), borderWidth: border } : {}),
  });
  return border;
}

function fontOf(family: FontFamily | undefined, bold: boolean | undefined): Standard14FontName {
  switch (family ?? 'helvetica') {
    case 'helvetica':
      return bold ? 'Helvetica-Bold' : 'Helvetica';
    case 'times':
      return bold ? 'Times-Bold' : 'Times-Roman';
    case 'courier':
      return bold ? 'Courier-Bold' : 'Courier';
  }
}

/** Below this a value is hard to read: wrapping onto more lines is preferred to shrinking. */
const LEGIBLE_SIZE = 7;

/** `text`'s lines broken at spaces so that none is wider than `width` at `size` (a single long word stays whole). */
function wrapLines(paragraphs: string[], font: Standard14FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measureText(candidate, font, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The largest size at which the text fits the box, and its lines: one line per paragraph filling
 * the height when it fits, otherwise wrapped at spaces, and shrunk only when even wrapped text
 * would overflow (or a single word is wider than the box).
 */
function fitText(
  paragraphs: string[],
  font: Standard14FontName,
  innerWidth: number,
  innerHeight: number,
  lineFactor: number,
  requested: number | undefined,
): { size: number; lines: string[] } {
  const fits = (size: number, lines: string[]) =>
    lines.length * size * lineFactor <= innerHeight + 0.01 &&
    lines.every((line) => measureText(line, font, size) <= innerWidth + 0.01);
  let size = requested ?? innerHeight / (paragraphs.length * lineFactor);
  // Unwrapped: a given size, or the box's height, narrowed only as far as the legible size.
  const widest = Math.max(...paragraphs.map((line) => measureText(line, font, 1)));
  const unwrapped = widest > 0 ? Math.min(size, innerWidth / widest) : size;
  if (unwrapped >= Math.min(size, LEGIBLE_SIZE)) return { size: Math.max(1, unwrapped), lines: paragraphs };
  // Too small on one line: wrap, from the requested size down, until the block fits.
  for (; size > 1; size -= 0.25) {
    const lines = wrapLines(paragraphs, font, size, innerWidth);
    if (fits(size, lines)) return { size, lines };
  }
  return { size: Math.max(1, unwrapped), lines: paragraphs };
}

function drawText(page: PDFPage, drawing: TextDrawing, width: number, height: number): void {
  const border = drawFrame(page, drawing, width, height);
  const paragraphs = drawing.text.split(/\r\n|\r|\n/);
  if (paragraphs.every((line) => line.trim() === '')) return;
  const font = fontOf(drawing.fontFamily, drawing.bold);
  const padding = border + Math.min(2, width * 0.05);
  const innerWidth = Math.max(1, width - 2 * padding);
  const lineFactor = 1.15;
  const { size, lines } = fitText(
    paragraphs,
    font,
    innerWidth,
    height - 2 * border,
    lineFactor,
    drawing.fontSize,
  );

  const lineHeight = size * lineFactor;
  // Centre the block vertically; a Standard 14 glyph sits about 0.22 em below the baseline.
  const blockHeight = lines.length * lineHeight;
  const firstBaseline = height / 2 + blockHeight / 2 - lineHeight + size * 0.22 + (lineHeight - size) / 2;
  const color = parseColor(drawing.textColor, black);
  lines.forEach((line, index) => {
    const lineWidth = measureText(line, font, size);
    const x =
      drawing.align === 'center'
        ? (width - lineWidth) / 2
        : drawing.align === 'right'
          ? width - padding - lineWidth
          : padding;
    page.drawText(line, { x, y: firstBaseline - index * lineHeight, font, size, color });
  });
}

function drawCheckbox(page: PDFPage, drawing: CheckboxDrawing, width: number, height: number): void {
  drawFrame(page, drawing, width, height);
  if (!drawing.checked) return;
  const side = Math.min(width, height);
  const x0 = (width - side) / 2;
  const y0 = (height - side) / 2;
  const point = (fx: number, fy: number) => ({ x: x0 + fx * side, y: y0 + fy * side });
  const color = parseColor(drawing.color, black);
  const thickness = Math.max(0.75, side * 0.12);
  page.drawLine({ start: point(0.18, 0.52), end: point(0.42, 0.26), color, thickness, lineCap: 'round' });
  page.drawLine({ start: point(0.42, 0.26), end: point(0.84, 0.8), color, thickness, lineCap: 'round' });
}

function drawImage(scratch: PDF, page: PDFPage, drawing: ImageDrawing, width: number, height: number): void {
  let image;
  try {
    image = scratch.embedImage(drawing.image);
  } catch (cause) {
    throw pdfError(PdfErrorCode.InvalidDrawing, 'The image is not a readable PNG or JPEG.', {
      image: [cause instanceof Error ? cause.message : 'Unreadable image.'],
    });
  }
  if (drawing.fit === 'fill') {
    page.drawImage(image, { x: 0, y: 0, width, height });
    return;
  }
  const scale = Math.min(width / image.width, height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h });
}

function drawQrCode(page: PDFPage, drawing: QrCodeDrawing, width: number, height: number): void {
  const modules = QRCode.create(drawing.value, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 2;
  const count = modules.size + quiet * 2;
  const side = Math.min(width, height);
  const cell = side / count;
  const x0 = (width - side) / 2;
  const y0 = (height - side) / 2;
  page.drawRectangle({ x: x0, y: y0, width: side, height: side, color: white });

  const color = parseColor(drawing.color, black);
  const operators = [ops.pushGraphicsState(), ops.setNonStrokingRGB(color.red, color.green, color.blue)];
  for (let row = 0; row < modules.size; row += 1) {
    // Runs of dark modules become one rectangle: a third of the operators of one per module.
    let col = 0;
    while (col < modules.size) {
      if (!modules.data[row * modules.size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.data[row * modules.size + col]) col += 1;
      const y = y0 + side - (row + quiet + 1) * cell;
      operators.push(ops.rectangle(x0 + (start + quiet) * cell, y, (col - start) * cell, cell));
    }
  }
  operators.push(ops.fill(), ops.popGraphicsState());
  page.drawOperators(operators);
}
