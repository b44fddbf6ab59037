import type { Area } from 'react-easy-crop';

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
export const cropToSquare = async (source: string, area: Area): Promise<Blob> => {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, AVATAR_SIDE, AVATAR_SIDE);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/jpeg', 0.9),
  );
};
