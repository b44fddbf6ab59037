import {
  BadRequestException,
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

export interface FileUploadOptions {
  /** Larger files are refused while they stream in, before anything reads them. */
  maxBytes: number;
  /** The 422, under `file`, for a file over `maxBytes` (section 8: it names the limit). */
  tooLarge: () => AppError;
}

/**
 * Parses a multipart body (at most one file, held in memory: a photo or a document to verify)
 * and turns upload refusals into the spec's 422 on `file` instead of a bare 413 or 400.
 */
export function FileUpload(options: FileUploadOptions): Type<NestInterceptor> {
  const Multipart = AnyFilesInterceptor({ limits: { fileSize: options.maxBytes, files: 1, fields: 20 } });

  class FileUploadInterceptor implements NestInterceptor {
    private readonly multipart = new Multipart();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multipart.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) {
          throw options.tooLarge();
        }
        if (error instanceof BadRequestException) {
          throw AppError.coded('file', 'upload.one_file');
        }
        throw error;
      }
    }
  }
  return mixin(FileUploadInterceptor);
}
