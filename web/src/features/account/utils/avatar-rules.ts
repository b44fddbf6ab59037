import type { Area } from 'react-easy-crop';

import { cropImage } from '../../../lib/crop-image.js';

/** Spec §5 and §8: an image, at most 2048 KB. */
export const AVATAR_MAX_BYTES = 2048 * 1024;

/** The side of the square the cropped photo is saved at. */
export const AVATAR_SIDE = 512;

export const avatarProblem = (file: File): 'type' | 'size' | null => {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
};

/** Draws the chosen square of the image at AVATAR_SIDE and encodes it as JPEG. */
export const cropToSquare = (source: string, area: Area): Promise<Blob> =>
  cropImage(source, area, { width: AVATAR_SIDE, height: AVATAR_SIDE });
