import type { FractionBox } from './place-box.util.js';

/** The Standard 14 families every viewer has; text uses WinAnsi, which covers pt-BR, en and es. */
export type FontFamily = 'helvetica' | 'times' | 'courier';

interface DrawingBase extends FractionBox {
  /** 1-based page number, as the SPA shows it. */
  page: number;
  /** 0..1; 1 when absent. */
  opacity?: number;
}

/** A field value or a sender's text content (date, comments and dropdown values are text too). */
export interface TextDrawing extends DrawingBase {
  kind: 'text';
  text: string;
  fontFamily?: FontFamily;
  bold?: boolean;
  /** Points. When absent the text is sized to fill the box; it always shrinks to fit the box's width. */
  fontSize?: number;
  /** '#rgb' or '#rrggbb'; black when absent. */
  textColor?: string;
  align?: 'left' | 'center' | 'right';
  backgroundColor?: string;
  borderColor?: string;
  borderWidth?: number;
}

export interface CheckboxDrawing extends DrawingBase {
  kind: 'checkbox';
  checked: boolean;
  /** Colour of the check mark. */
  color?: string;
  backgroundColor?: string;
  borderColor?: string;
  borderWidth?: number;
}

/** A signature or initial image, a photo identifier or a sender's image: PNG (alpha kept) or JPEG. */
export interface ImageDrawing extends DrawingBase {
  kind: 'image';
  image: Uint8Array;
  /** `contain` (default) keeps the aspect ratio, centred in the box; `fill` stretches. */
  fit?: 'contain' | 'fill';
}

/** The validation QR code, drawn as vector modules (sharp at any zoom), centred and square. */
export interface QrCodeDrawing extends DrawingBase {
  kind: 'qr-code';
  value: string;
  color?: string;
}

export type Drawing = TextDrawing | CheckboxDrawing | ImageDrawing | QrCodeDrawing;
