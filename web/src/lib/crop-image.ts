/** A rectangle of the source image, in its own pixels (what react-easy-crop reports). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws `area` of the image at `source` onto a white canvas of `width` × `height` and encodes it
 * (JPEG by default; PNG keeps a logo's transparency).
 */
export const cropImage = async (
  source: string,
  area: CropArea,
  size: { width: number; height: number },
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<Blob> => {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), type, 0.9),
  );
};
