import { Jimp } from 'jimp';

/** Signatures are small: larger pictures are scaled down to this box (proportions kept). */
const MAX_WIDTH = 1200;
const MAX_HEIGHT = 600;

/**
 * Decodes a png, jpeg or bmp and writes it as PNG, scaled down when larger than a signature needs.
 * Decoding checks the content as well as the type: undefined when the bytes are not a readable
 * image. Jimp is pure JavaScript, so no native image library has to be installed.
 */
export async function convertToPng(bytes: Buffer): Promise<Buffer | undefined> {
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    image = await Jimp.read(bytes);
  } catch {
    return undefined;
  }
  if (image.width === 0 || image.height === 0) return undefined;
  if (image.width > MAX_WIDTH || image.height > MAX_HEIGHT) image.scaleToFit({ w: MAX_WIDTH, h: MAX_HEIGHT });
  return image.getBuffer('image/png');
}
