import {
  createParamDecorator,
  mixin,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { AppError } from '@rubrica/errors';
import type { Observable } from 'rxjs';

/** A file received in a multipart body, held in memory (uploads here are a few MB at most). */
export interface UploadedPart {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface SingleFileUploadOptions {
  /** The multipart field holding the file. */
  field: string;
  /** Larger files are refused while they stream in, before anything parses them. */
  maxBytes: number;
  /** The 422 under `field` for a file over `maxBytes` (its message by a catalogue code). */
  tooLarge: () => AppError;
}

const UPLOADED = Symbol('rubrica.identity.uploaded-part');
// A few spare parts so a client that attaches several files still gets its first one used.
const MAX_FILES = 5;

interface UploadRequest {
  files?: UploadedPart[];
  [UPLOADED]?: UploadedPart;
}

/**
 * Parses a multipart body and keeps the first file of `field` (the spec sends only the first
 * file); a file over the size limit becomes the spec's 422 on that field instead of a 413.
 */
export function SingleFileUpload(options: SingleFileUploadOptions): Type<NestInterceptor> {
  const Multipart = AnyFilesInterceptor({
    limits: { fileSize: options.maxBytes, files: MAX_FILES, fields: 50, fieldSize: 64 * 1024 },
  });

  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly multipart = new Multipart();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<UploadRequest>();
      try {
        return await this.multipart.intercept(context, {
          handle: () => {
            request[UPLOADED] = request.files?.find((file) => file.fieldname === options.field);
            return next.handle();
          },
        });
      } catch (error) {
        throw uploadError(error, options);
      }
    }
  }
  return mixin(SingleFileUploadInterceptor);
}

function uploadError(error: unknown, options: SingleFileUploadOptions): unknown {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  if (error instanceof PayloadTooLargeException || code === 'LIMIT_FILE_SIZE') {
    return options.tooLarge();
  }
  if (code === 'LIMIT_FILE_COUNT') {
    return AppError.coded(options.field, 'upload.one_file');
  }
  return error;
}

/** The file `SingleFileUpload` kept, or undefined when the request had none. */
export const UploadedSingleFile = createParamDecorator(
  (_field: unknown, context: ExecutionContext): UploadedPart | undefined =>
    context.switchToHttp().getRequest<UploadRequest>()[UPLOADED],
);
