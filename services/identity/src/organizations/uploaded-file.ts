import { LOGO_MAX_KILOBYTES } from './organizations.exception.js';

/** The part of a multer file the use cases read (memory storage). */
export interface UploadedImage {
  buffer: Buffer;
  mimetype: string;
  size: number;
  originalname?: string;
}

export const LOGO_MAX_BYTES = LOGO_MAX_KILOBYTES * 1024;

/** PNG or JPEG by content, whatever the client called it; null for anything else. */
export function imageTypeOf(buffer: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return 'image/jpeg';
  return null;
}
