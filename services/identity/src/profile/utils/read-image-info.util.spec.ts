import { pngFile } from '@rubrica/testing/png-file';
import { readImageInfo } from './read-image-info.util.js';

function png(width: number, height: number): Buffer {
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.alloc(1 + width * 3)));
  return pngFile({ width, height }, rows);
}

function jpeg(width: number, height: number): Buffer {
  // SOI, an APP1 segment to skip, a fill byte, SOF2 (progressive) with the size, EOI.
  const app1 = Buffer.from([0xff, 0xe1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66]);
  const frame = Buffer.from([0xff, 0xff, 0xc2, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  frame.writeUInt16BE(height, 6);
  frame.writeUInt16BE(width, 8);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, frame, Buffer.from([0xff, 0xd9])]);
}

function riff(chunk: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(payload.length);
  const body = Buffer.concat([Buffer.from('WEBP'), Buffer.from(chunk, 'latin1'), size, payload]);
  const total = Buffer.alloc(4);
  total.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), total, body, Buffer.alloc(8)]);
}

function webpLossy(width: number, height: number): Buffer {
  const payload = Buffer.alloc(10);
  payload.set([0x9d, 0x01, 0x2a], 3);
  payload.writeUInt16LE(width, 6);
  payload.writeUInt16LE(height, 8);
  return riff('VP8 ', payload);
}

function webpLossless(width: number, height: number): Buffer {
  const payload = Buffer.alloc(5);
  payload[0] = 0x2f;
  payload.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  return riff('VP8L', payload);
}

function webpExtended(width: number, height: number): Buffer {
  const payload = Buffer.alloc(10);
  payload.writeUIntLE(width - 1, 4, 3);
  payload.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', payload);
}

describe('readImageInfo', () => {
  it('reads a PNG', () => {
    expect(readImageInfo(png(3, 5))).toEqual({ type: 'image/png', width: 3, height: 5 });
  });

  it('reads a JPEG, skipping segments and fill bytes before the frame', () => {
    expect(readImageInfo(jpeg(640, 480))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
  });

  it('reads the three kinds of WebP', () => {
    expect(readImageInfo(webpLossy(300, 200))).toEqual({ type: 'image/webp', width: 300, height: 200 });
    expect(readImageInfo(webpLossless(1024, 77))).toEqual({ type: 'image/webp', width: 1024, height: 77 });
    expect(readImageInfo(webpExtended(5000, 4000))).toEqual({
      type: 'image/webp',
      width: 5000,
      height: 4000,
    });
  });

  it('refuses other formats whatever they are called', () => {
    expect(readImageInfo(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(readImageInfo(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(readImageInfo(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a truncated header instead of throwing', () => {
    expect(readImageInfo(png(3, 3).subarray(0, 20))).toBeNull();
    expect(readImageInfo(jpeg(10, 10).subarray(0, 14))).toBeNull();
  });
});
