import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What a test PNG's header says, and the chunks it carries between the header and the pixels. */
export interface PngLayout {
  width: number;
  height: number;
  /** Bits per sample. Default 8. */
  depth?: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. Default 2. */
  colorType?: number;
  /** Adam7 interlacing. */
  interlaced?: boolean;
  /** Chunks written after IHDR, in order (PLTE, tRNS, tEXt ...). */
  chunks?: ReadonlyArray<readonly [type: string, data: Buffer]>;
}

/**
 * A PNG file of the given layout around `scanlines`, already filtered (each row: its filter byte,
 * then the packed samples), which are compressed here as one IDAT chunk.
 */
export function pngFile(layout: PngLayout, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(layout.width, 0);
  header.writeUInt32BE(layout.height, 4);
  header.set([layout.depth ?? 8, layout.colorType ?? 2, 0, 0, layout.interlaced ? 1 : 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(layout.chunks ?? []).map(([type, data]) => chunk(type, data)),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
