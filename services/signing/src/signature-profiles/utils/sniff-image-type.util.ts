export type ImageType = 'png' | 'jpeg' | 'bmp';

/** The image type by its first bytes (never by its name or declared type), or undefined. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (
    bytes.length >= 8 &&
    Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  // "BM" then the file size and two reserved zero words: a Windows bitmap.
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  return undefined;
}
