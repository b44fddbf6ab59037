// Draws one drawing as the content of a Form XObject exactly the size of its box (points, upright,
// origin bottom-left): text in the Standard 14 fonts, check marks, images and QR codes, written as
// content-stream operators directly (ISO 32000-1 8, 9), with no PDF library.
import type { CheckboxDrawing, Drawing, ImageDrawing, QrCodeDrawing, TextDrawing } from '../drawing.types.js';
import { parseColor, rgb, type RgbColor } from '../parse-color.util.js';
import { formatNumber } from '../syntax/pdf-serializer.js';
import { embedImage, type EmbeddableImage } from './embed-image.js';
import { encodeWinAnsi, fontOf, measureText, type StandardFont } from './standard-fonts.js';

/** What a Form XObject for one drawing holds: its operators and the resources they name. */
export interface Appearance {
  width: number;
  height: number;
  content: string;
  /** Resource name → Standard 14 font. */
  fonts: Map<string, StandardFont>;
  /** Resource name → image. */
  images: Map<string, EmbeddableImage>;
}

/** The QR code's modules (`qrCodeModules`), loaded only by documents that draw one. */
export type QrModules = (value: string) => { size: number; data: ArrayLike<number | boolean> };

const white = rgb(1, 1, 1);
const black = rgb(0, 0, 0);
const n = formatNumber;
const fill = (c: RgbColor) => `${n(c.red)} ${n(c.green)} ${n(c.blue)} rg`;
const stroke = (c: RgbColor) => `${n(c.red)} ${n(c.green)} ${n(c.blue)} RG`;

export function drawAppearance(
  drawing: Drawing,
  width: number,
  height: number,
  qrModules?: QrModules,
): Appearance {
  const appearance: Appearance = { width, height, content: '', fonts: new Map(), images: new Map() };
  const ops: string[] = [];
  switch (drawing.kind) {
    case 'text':
      drawText(appearance, ops, drawing, width, height);
      break;
    case 'checkbox':
      drawCheckbox(ops, drawing, width, height);
      break;
    case 'image':
      drawImage(appearance, ops, drawing, width, height);
      break;
    case 'qr-code':
      drawQrCode(ops, drawing, width, height, qrModules);
      break;
  }
  appearance.content = ops.join('\n');
  return appearance;
}

function drawFrame(
  ops: string[],
  drawing: { backgroundColor?: string; borderColor?: string; borderWidth?: number },
  width: number,
  height: number,
): number {
  const border = drawing.borderColor ? Math.max(0, drawing.borderWidth ?? 1) : 0;
  if (!drawing.backgroundColor && border === 0) return 0;
  const rect = `${n(border / 2)} ${n(border / 2)} ${n(Math.max(0, width - border))} ${n(Math.max(0, height - border))} re`;
  const parts = ['q'];
  if (drawing.backgroundColor) parts.push(fill(parseColor(drawing.backgroundColor, white)));
  if (border > 0) parts.push(stroke(parseColor(drawing.borderColor, black)), `${n(border)} w`);
  parts.push(rect, drawing.backgroundColor ? (border > 0 ? 'B' : 'f') : 'S', 'Q');
  ops.push(parts.join(' '));
  return border;
}

/** Below this a value is hard to read: wrapping onto more lines is preferred to shrinking. */
const LEGIBLE_SIZE = 7;

/** `text`'s lines broken at spaces so that none is wider than `width` at `size` (a single long word stays whole). */
function wrapLines(paragraphs: string[], font: StandardFont, size: number, width: number): string[] {
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
  font: StandardFont,
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

function drawText(
  appearance: Appearance,
  ops: string[],
  drawing: TextDrawing,
  width: number,
  height: number,
): void {
  const border = drawFrame(ops, drawing, width, height);
  const paragraphs = drawing.text.split(/\r\n|\r|\n/);
  if (paragraphs.every((line) => line.trim() === '')) return;
  const font = fontOf(drawing.fontFamily, drawing.bold);
  const fontName = 'F1';
  appearance.fonts.set(fontName, font);
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
    const y = firstBaseline - index * lineHeight;
    ops.push(
      `BT /${fontName} ${n(size)} Tf ${fill(color)} ${n(x)} ${n(y)} Td <${encodeWinAnsi(line).toString('hex')}> Tj ET`,
    );
  });
}

function drawCheckbox(ops: string[], drawing: CheckboxDrawing, width: number, height: number): void {
  drawFrame(ops, drawing, width, height);
  if (!drawing.checked) return;
  const side = Math.min(width, height);
  const x0 = (width - side) / 2;
  const y0 = (height - side) / 2;
  const point = (fx: number, fy: number) => `${n(x0 + fx * side)} ${n(y0 + fy * side)}`;
  const color = parseColor(drawing.color, black);
  const thickness = Math.max(0.75, side * 0.12);
  ops.push(
    `q ${stroke(color)} ${n(thickness)} w 1 J ${point(0.18, 0.52)} m ${point(0.42, 0.26)} l S ${point(0.42, 0.26)} m ${point(0.84, 0.8)} l S Q`,
  );
}

function drawImage(
  appearance: Appearance,
  ops: string[],
  drawing: ImageDrawing,
  width: number,
  height: number,
): void {
  const image = embedImage(drawing.image);
  appearance.images.set('Im1', image);
  let [x, y, w, h] = [0, 0, width, height];
  if (drawing.fit !== 'fill') {
    const scale = Math.min(width / image.width, height / image.height);
    w = image.width * scale;
    h = image.height * scale;
    x = (width - w) / 2;
    y = (height - h) / 2;
  }
  ops.push(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(y)} cm /Im1 Do Q`);
}

function drawQrCode(
  ops: string[],
  drawing: QrCodeDrawing,
  width: number,
  height: number,
  qrModules: QrModules | undefined,
): void {
  if (!qrModules) throw new Error('QR code modules were not loaded.');
  const modules = qrModules(drawing.value);
  const quiet = 2;
  const count = modules.size + quiet * 2;
  const side = Math.min(width, height);
  const cell = side / count;
  const x0 = (width - side) / 2;
  const y0 = (height - side) / 2;
  ops.push(`q ${fill(white)} ${n(x0)} ${n(y0)} ${n(side)} ${n(side)} re f Q`);
  const color = parseColor(drawing.color, black);
  const parts = ['q', fill(color)];
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
      parts.push(`${n(x0 + (start + quiet) * cell)} ${n(y)} ${n((col - start) * cell)} ${n(cell)} re`);
    }
  }
  parts.push('f', 'Q');
  ops.push(parts.join('\n'));
}
