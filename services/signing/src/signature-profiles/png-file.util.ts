import { StreamableFile } from '@nestjs/common';

/** A PNG response body (a plain Buffer would be sent as JSON). */
export const pngFile = (png: Buffer): StreamableFile =>
  new StreamableFile(png, { type: 'image/png', length: png.length });
