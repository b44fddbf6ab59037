export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format and pixel size of a PNG, JPEG or WebP, read from its bytes (never from the name or
 * the declared type); null for anything else or a header too damaged to read.
 */
export function readImageInfo(bytes: Buffer): ImageInfo | null {
  try {
    if (
      bytes.length >= 24 &&
      bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
      bytes.toString('latin1', 12, 16) === 'IHDR'
    ) {
      return sized('image/png', bytes.readUInt32BE(16), bytes.readUInt32BE(20));
    }
    if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
    if (
      bytes.length >= 30 &&
      bytes.toString('latin1', 0, 4) === 'RIFF' &&
      bytes.toString('latin1', 8, 12) === 'WEBP'
    ) {
      return readWebp(bytes);
    }
  } catch {
    // A header that ends early reads past the buffer: not an image we can use.
  }
  return null;
}

function sized(type: ImageType, width: number, height: number): ImageInfo | null {
  return width > 0 && height > 0 ? { type, width, height } : null;
}

/** Walks the JPEG segments up to the start-of-frame marker, which holds the size. */
function readJpeg(bytes: Buffer): ImageInfo | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length field.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame)
      return sized('image/jpeg', bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function readWebp(bytes: Buffer): ImageInfo | null {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    return sized('image/webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    return sized('image/webp', bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  return null;
}
