import { pngFile } from '@rubrica/testing/png-file';

/**
 * A valid RGB PNG of the given size (every pixel grey). `padding` adds an ancillary text chunk
 * of that many bytes, to reach a file size without a larger picture.
 */
export function makePng(width: number, height: number, padding = 0): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const text = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)]);
  return pngFile(
    { width, height, chunks: padding > 0 ? [['tEXt', text]] : [] },
    Buffer.concat(Array.from({ length: height }, () => row)),
  );
}

/** The header of a baseline JPEG (SOI, JFIF, SOF0, EOI): enough for anything reading its size. */
export function makeJpegHeader(width: number, height: number): Buffer {
  const jfif = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, Buffer.from([0xff, 0xd9])]);
}
