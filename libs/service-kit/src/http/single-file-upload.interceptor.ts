import {
  BadRequestException,
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
  /**
   * How much of the body is read: files (default 5, a few spare so a client that attaches
   * several still gets its first used), other fields (50) and a field's bytes (64 KiB).
   */
  limits?: { files?: number; fields?: number; fieldSize?: number };
  /**
   * More files than `limits.files`: the spec's 422 `upload.one_file` under `field` (default), or
   * the upload library's 400 as it comes; `every_refusal` gives that 422 for any 400 the upload
   * library raises (too many fields, a malformed body), as the public and verifier routes answer.
   */
  tooManyFiles?: 'one_file' | 'bad_request' | 'every_refusal';
}

const UPLOADED = Symbol('rubrica.uploaded-part');

interface UploadRequest {
  files?: UploadedPart[];
  [UPLOADED]?: UploadedPart;
}

/**
 * Parses a multipart body (a JSON body passes through untouched) and keeps the first file of
 * `field`; a file over the size limit becomes the spec's 422 on that field instead of a 413.
 */
export function SingleFileUpload(options: SingleFileUploadOptions): Type<NestInterceptor> {
  const Multipart = AnyFilesInterceptor({
    limits: {
      fileSize: options.maxBytes,
      files: options.limits?.files ?? 5,
      fields: options.limits?.fields ?? 50,
      fieldSize: options.limits?.fieldSize ?? 64 * 1024,
    },
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
  const tooManyFiles = options.tooManyFiles ?? 'one_file';
  if (
    (code === 'LIMIT_FILE_COUNT' && tooManyFiles === 'one_file') ||
    (error instanceof BadRequestException && tooManyFiles === 'every_refusal')
  ) {
    return AppError.coded(options.field, 'upload.one_file');
  }
  return error;
}

/** The file `SingleFileUpload` kept, or undefined when the request had none. */
export const UploadedSingleFile = createParamDecorator(
  (_field: unknown, context: ExecutionContext): UploadedPart | undefined =>
    context.switchToHttp().getRequest<UploadRequest>()[UPLOADED],
);
