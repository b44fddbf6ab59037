import {
  createParamDecorator,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { SignatureProfileError } from './signature-profiles.exception.js';
import { MAX_IMAGE_BYTES } from './signature-profiles.schemas.js';

/** A file of a multipart body, held in memory (5 MB at most). */
export interface UploadedPart {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** The multipart field carrying the image (spec §7: a multipart png file). */
export const FILE_FIELD = 'file';
const UPLOADED = Symbol('rubrica.signing.uploaded-signature');

interface UploadRequest {
  files?: UploadedPart[];
  [UPLOADED]?: UploadedPart;
}

const Multipart = AnyFilesInterceptor({
  limits: { fileSize: MAX_IMAGE_BYTES, files: 3, fields: 10, fieldSize: 4 * 1024 },
});

/**
 * Parses a multipart body (a JSON body passes through untouched) and keeps its `file`. A file
 * over 5 MB is refused while it streams in, as the spec's 422 on `file` (§5, §9).
 */
export class SignatureUploadInterceptor implements NestInterceptor {
  private readonly multipart = new Multipart();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    try {
      return await this.multipart.intercept(context, {
        handle: () => {
          request[UPLOADED] = request.files?.find((file) => file.fieldname === FILE_FIELD);
          return next.handle();
        },
      });
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      if (error instanceof PayloadTooLargeException || code === 'LIMIT_FILE_SIZE')
        throw SignatureProfileError.fileTooLarge();
      throw error;
    }
  }
}

/** The `file` part `SignatureUploadInterceptor` kept, or undefined. */
export const UploadedSignature = createParamDecorator(
  (_field: unknown, context: ExecutionContext): UploadedPart | undefined =>
    context.switchToHttp().getRequest<UploadRequest>()[UPLOADED],
);
