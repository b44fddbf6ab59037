/** Spec §5 and §9: signature images are png, jpeg or bmp, at most 5 MB. */
export const SIGNATURE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;
export const MAX_SIGNATURE_IMAGE_BYTES = 5 * 1024 * 1024;

export type SignatureImageProblem = 'type' | 'size' | null;

export const signatureImageProblem = (file: Pick<File, 'type' | 'size'>): SignatureImageProblem => {
  if (!(SIGNATURE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_SIGNATURE_IMAGE_BYTES) return 'size';
  return null;
};
