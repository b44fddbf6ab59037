import type { SingleFileUploadOptions } from '@rubrica/service-kit';

/**
 * How the public and verifier routes read their one file (a photo or a document to verify): any
 * field name, one file and 20 other fields at most, and every refusal of the body as the spec's
 * 422 `upload.one_file` on `file`.
 */
export const PUBLIC_UPLOAD = {
  field: 'file',
  limits: { files: 1, fields: 20, fieldSize: 1024 * 1024 },
  tooManyFiles: 'every_refusal',
} satisfies Omit<SingleFileUploadOptions, 'maxBytes' | 'tooLarge'>;
