import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { qrCodeModules } from '../pdf/appearance/qr-code.js';
import type { TextWidths } from './text-widths.js';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const FOOTER = 28;
const INK = rgb(0.13, 0.13, 0.15);
const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.82, 0.82, 0.85);

export interface LayoutFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The same two fonts' widths, word by word. */
  widths: { regular: TextWidths; bold: TextWidths };
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** Points from the left margin. */
  indent?: number;
}

/** Control characters would print as boxes (or break a line where the layout did not plan one). */
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * A top-to-bottom writer of A4 pages: wraps text to the width, starts a new page when the next
 * block does not fit, and numbers the pages at the end.
 */
export class PageLayout {
  private page: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: LayoutFonts,
  ) {
    this.page = this.addPage();
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN;
  }

  heading(text: string): void {
    this.text(text, { size: 18, bold: true });
    this.gap(4);
  }

  section(text: string): void {
    this.ensure(40);
    this.gap(10);
    this.text(text, { size: 12, bold: true });
    this.gap(4);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.gap(2);
  }

  /** `label: value` with the value wrapped beside the label. */
  field(label: string, value: string, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const indent = style.indent ?? 0;
    const labelText = `${clean(label)}: `;
    const labelWidth = this.fonts.bold.widthOfTextAtSize(labelText, size);
    const lines = this.wrap(clean(value) || '—', 'regular', size, this.contentWidth - indent - labelWidth);
    const lineHeight = size * 1.35;
    this.ensure(lineHeight * Math.min(lines.length, 3));
    lines.forEach((line, index) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (index === 0) {
        this.page.drawText(labelText, {
          x: MARGIN + indent,
          y: this.y,
          size,
          font: this.fonts.bold,
          color: MUTED,
        });
      }
      this.page.drawText(line, {
        x: MARGIN + indent + labelWidth,
        y: this.y,
        size,
        font: this.fonts.regular,
        color: INK,
      });
    });
  }

  text(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const indent = style.indent ?? 0;
    const weight = style.bold ? 'bold' : 'regular';
    const font = this.fonts[weight];
    const lineHeight = size * 1.35;
    for (const line of this.wrap(clean(text), weight, size, this.contentWidth - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font,
        color: style.muted ? MUTED : INK,
      });
    }
  }

  /** An image scaled into `maxWidth` × `maxHeight`, keeping its proportions. */
  image(image: PDFImage, maxWidth: number, maxHeight: number, indent = 0): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height + 4);
    this.y -= height + 4;
    this.page.drawImage(image, { x: MARGIN + indent, y: this.y, width, height });
  }

  /**
   * A QR code of `value`, drawn as vector modules (sharp at any zoom) at the left margin: a filled
   * square per dark module in one colour, two operators each (`drawRectangle` wrote some fifteen,
   * three of them matrices). Each is still its own fill, which rasterizers align to the pixel grid
   * as they did.
   */
  qrCode(value: string, side: number): void {
    this.ensure(side + 4);
    const modules = qrCodeModules(value);
    const cell = side / modules.size;
    const left = MARGIN;
    const top = this.y - 4;
    const squares = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.data[row * modules.size + column] === 0) continue;
        squares.push(rectangle(left + column * cell, top - (row + 1) * cell, cell, cell), fill());
      }
    }
    this.page.pushOperators(pushGraphicsState(), setFillingColor(INK), ...squares, popGraphicsState());
    this.y = top - side;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.page = this.addPage();
  }

  /** Writes `footer(n, total)` at the bottom of every page. */
  finish(footer: (current: number, total: number) => string): void {
    this.pages.forEach((page, index) => {
      const text = clean(footer(index + 1, this.pages.length));
      page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 7.5, font: this.fonts.regular, color: MUTED });
    });
  }

  private addPage(): PDFPage {
    const page = this.document.addPage([A4.width, A4.height]);
    this.pages.push(page);
    this.y = A4.height - MARGIN;
    return page;
  }

  private wrap(text: string, weight: keyof LayoutFonts['widths'], size: number, width: number): string[] {
    const font = this.fonts[weight];
    const widths = this.fonts.widths[weight];
    const lines: string[] = [];
    let line: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = [...line, word];
      if (widths.ofWords(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line.length > 0) lines.push(line.join(' '));
      // A word wider than the line (a hash, a long address) is cut where it reaches the edge.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest ? [rest] : [];
    }
    if (line.length > 0) lines.push(line.join(' '));
    return lines.length > 0 ? lines : [''];
  }
}
