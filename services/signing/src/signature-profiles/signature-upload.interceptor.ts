import { SingleFileUpload } from '@rubrica/service-kit';
import { SignatureProfileError } from './signature-profiles.exception.js';
import { MAX_IMAGE_BYTES } from './signature-profiles.schemas.js';

/**
 * Parses a multipart body (a JSON body passes through untouched) and keeps its `file` (spec §7:
 * a multipart png file). A file over 5 MB is refused while it streams in, as the spec's 422 on
 * `file` (§5, §9). Read with `UploadedSingleFile`.
 */
export const SignatureUploadInterceptor = SingleFileUpload({
  field: 'file',
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: () => SignatureProfileError.fileTooLarge(),
  limits: { files: 3, fields: 10, fieldSize: 4 * 1024 },
  tooManyFiles: 'bad_request',
});
