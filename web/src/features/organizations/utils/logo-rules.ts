import type { CropArea } from '../../../lib/crop-image.js';
import { cropImage } from '../../../lib/crop-image.js';

/** Organization spec §5 and §9: a JPG or PNG of at most 2048 KB. */
export const LOGO_MAX_BYTES = 2048 * 1024;
export const LOGO_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** Spec §5: the logo is cropped to the header's 190 × 33; it is saved at twice that for sharp screens. */
export const LOGO_ASPECT = 190 / 33;
export const LOGO_SIZE = { width: 380, height: 66 } as const;

export const logoProblem = (file: File): 'type' | 'size' | null => {
  if (!LOGO_TYPES.includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
};

/** The chosen part of the image as a PNG at LOGO_SIZE (transparency kept). */
export const cropLogo = (source: string, area: CropArea): Promise<Blob> =>
  cropImage(source, area, LOGO_SIZE, 'image/png');
