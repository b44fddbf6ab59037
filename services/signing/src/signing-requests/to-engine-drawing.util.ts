import { readBlob, type BlobStore } from '@rubrica/blob';
import { DrawingKind, type Drawing as RequestedDrawing } from '@rubrica/proto';
import type { Drawing, FontFamily } from '../pdf/index.js';
import { SigningRequestError } from './signing-requests.exception.js';

const FONT_FAMILIES: Record<string, FontFamily> = {
  helvetica: 'helvetica',
  arial: 'helvetica',
  'sans-serif': 'helvetica',
  times: 'times',
  'times new roman': 'times',
  serif: 'times',
  courier: 'courier',
  'courier new': 'courier',
  monospace: 'courier',
};

/**
 * A requested drawing as the PDF engine takes it. The message's zero values mean "default"
 * (revisions.proto): font size 0 fits the box, opacity 0 is opaque, an empty colour is black.
 */
export async function toEngineDrawing(drawing: RequestedDrawing, blobs: BlobStore): Promise<Drawing> {
  const base = {
    page: drawing.page,
    x: drawing.x,
    y: drawing.y,
    width: drawing.width,
    height: drawing.height,
    ...(drawing.opacity > 0 ? { opacity: drawing.opacity } : {}),
  };
  const color = drawing.color || undefined;
  switch (drawing.kind) {
    case DrawingKind.TEXT:
      return {
        ...base,
        kind: 'text',
        text: drawing.text,
        fontFamily: FONT_FAMILIES[drawing.fontFamily.trim().toLowerCase()] ?? 'helvetica',
        ...(drawing.fontSize > 0 ? { fontSize: drawing.fontSize } : {}),
        ...(color ? { textColor: color } : {}),
      };
    case DrawingKind.IMAGE:
      // A copy of its own: a small Buffer is a slice of Node's shared pool, and PDF libraries
      // may read the whole underlying ArrayBuffer.
      return { ...base, kind: 'image', image: new Uint8Array(await readBlob(blobs, drawing.imageBlobKey)) };
    case DrawingKind.CHECK:
      return { ...base, kind: 'checkbox', checked: true, ...(color ? { color } : {}) };
    case DrawingKind.QR_CODE:
      return { ...base, kind: 'qr-code', value: drawing.text, ...(color ? { color } : {}) };
    case DrawingKind.COVER:
      // An empty text box is its background alone.
      return { ...base, kind: 'text', text: '', backgroundColor: color ?? '#ffffff' };
    default:
      throw SigningRequestError.invalidDrawing(
        `A drawing on page ${drawing.page} of document ${drawing.documentId} has no kind.`,
      );
  }
}
