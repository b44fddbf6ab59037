import { errorCodeOf, fieldErrorsOf } from '../../../app/base-query.js';
import type { StorageItem } from '../../../api/rubrica-api.js';

/** Spec §5 "Files": 25 files per envelope, 25 MB each, the types the upload accepts. */
export const WIZARD_UPLOAD_RULES = {
  extensions: ['pdf', 'odt', 'doc', 'docx', 'rtf', 'html'],
  maxBytes: 25 * 1024 * 1024,
  maxFiles: 25,
} as const;

export type FileError =
  | { code: 'INVALID_FILE_TYPE'; extensions: readonly string[] }
  | { code: 'INVALID_FILE_SIZE'; maxMb: number }
  | { code: 'MAX_FILES'; max: number }
  | { code: 'NOT_FOUND' }
  | { code: 'SERVER'; message: string };

/**
 * Upload item status (spec §4; workspace spec §3, §4): a stored item (no File payload) starts as
 * uploaded; a file from the computer has none until it is sent; sending is uploading; a failure
 * is error. Documents on the envelope being removed are deleting.
 */
export type UploadStatus = 'uploading' | 'uploaded' | 'error';

/** A file from the computer or a stored PDF, chosen and not yet on the envelope. */
export type ChosenFile = {
  key: number;
  name: string;
  size: number;
  error: FileError | null;
  status: UploadStatus | null;
} & ({ file: File; item?: undefined } | { item: StorageItem; file?: undefined });

/** The server's INVALID_FILE_TYPE / INVALID_FILE_SIZE answers (spec §5, §8), known by their codes, as a file's error. */
export const serverFileError = (error: unknown): FileError | null => {
  const code = errorCodeOf(error);
  if (code === 'document.invalid_file_type')
    return { code: 'INVALID_FILE_TYPE', extensions: WIZARD_UPLOAD_RULES.extensions };
  if (code === 'document.invalid_file_size')
    return { code: 'INVALID_FILE_SIZE', maxMb: WIZARD_UPLOAD_RULES.maxBytes / (1024 * 1024) };
  const detail = Object.values(fieldErrorsOf(error)).flat()[0];
  return detail ? { code: 'SERVER', message: detail } : null;
};
