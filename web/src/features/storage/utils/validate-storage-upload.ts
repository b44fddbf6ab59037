/** Workspace spec §5 and §9: PDF only, up to 25 MB each. */
export const STORAGE_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

export type StorageUploadError = 'type' | 'size' | 'quota';

/**
 * Why a chosen file may not be stored, or null: not a PDF, over 25 MB, or the organization's
 * storage already full (spec §5: upload blocked when used storage exceeds the plan limit).
 */
export const validateStorageUpload = (
  file: Pick<File, 'name' | 'size' | 'type'>,
  usage?: { used_bytes: number; limit_bytes: number | null },
): StorageUploadError | null => {
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isPdf) return 'type';
  if (file.size > STORAGE_UPLOAD_MAX_BYTES) return 'size';
  if (usage?.limit_bytes != null && usage.used_bytes + file.size > usage.limit_bytes) return 'quota';
  return null;
};
