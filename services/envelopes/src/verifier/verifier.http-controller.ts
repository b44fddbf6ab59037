import { AppError } from '@rubrica/errors';
import { Body, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { SingleFileUpload, ZodInputPipe } from '@rubrica/service-kit';
import { PUBLIC_UPLOAD } from '../common/public-upload.js';
import { validateDocumentSchema, type ValidateDocumentInput } from './verifier.schemas.js';
import {
  ValidateDocumentUseCase,
  type CheckedFile,
} from './use-cases/validate-document/validate-document.use-case.js';

/** Section 9: documents are at most 25 MB. */
const MAX_FILE_BYTES = 25 * 1024 * 1024;

/** The public verifier (no session). */
@Controller('p/envelopes/documents')
export class VerifierHttpController {
  constructor(private readonly validate: ValidateDocumentUseCase) {}

  @Post('validate')
  @HttpCode(200)
  @UseInterceptors(
    SingleFileUpload({
      ...PUBLIC_UPLOAD,
      maxBytes: MAX_FILE_BYTES,
      tooLarge: () =>
        AppError.coded('file', 'upload.file_too_large', { max_mb: MAX_FILE_BYTES / 1024 / 1024 }),
    }),
  )
  check(
    @Body(new ZodInputPipe(validateDocumentSchema)) { code }: ValidateDocumentInput,
    @UploadedFiles() files: CheckedFile[] | undefined,
  ) {
    return this.validate.execute({ code, file: files?.[0] });
  }
}
