export type UploadFileError =
  { code: 'INVALID_FILE_TYPE'; extensions: readonly string[] } | { code: 'INVALID_FILE_SIZE'; maxMb: number };

/**
 * Checks a chosen file against the allowed extensions and size (spec §5, "Files"): the error
 * says which extensions are allowed, or the largest size in MB.
 */
export const validateUploadFile = (
  file: Pick<File, 'name' | 'size'>,
  rules: { extensions: readonly string[]; maxBytes: number },
): UploadFileError | null => {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!rules.extensions.includes(extension))
    return { code: 'INVALID_FILE_TYPE', extensions: rules.extensions };
  if (file.size > rules.maxBytes) return { code: 'INVALID_FILE_SIZE', maxMb: rules.maxBytes / (1024 * 1024) };
  return null;
};
