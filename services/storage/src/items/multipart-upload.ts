import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppError, ErrorStatus } from '@rubrica/errors';
import busboy from 'busboy';

export interface UploadedFilePart {
  /** As the client named it (no path). */
  filename: string;
  /** The bytes as they arrive; destroying it discards the rest of the part. */
  stream: Readable;
}

export interface MultipartUploadResult<T> {
  /** Text fields of the form (the first value of each name). */
  fields: Record<string, string>;
  /** What `onFile` answered for the `file` part; undefined when the form had none. */
  file?: T;
}

/**
 * A multipart request read as a stream (busboy): the `file` part is handed to `onFile` as it
 * arrives, so a 25 MB upload reaches the blob store without being held in memory. Text fields
 * sent before the file (as browsers send them in form order) are already in `fields` then.
 */
export class MultipartUpload {
  constructor(private readonly request: IncomingMessage) {}

  get isMultipart(): boolean {
    return /^multipart\/form-data/i.test(this.request.headers['content-type'] ?? '');
  }

  read<T>(options: {
    maxFileBytes: number;
    onFile: (file: UploadedFilePart, fields: Record<string, string>) => Promise<T>;
  }): Promise<MultipartUploadResult<T>> {
    return new Promise((resolve, reject) => {
      const fields: Record<string, string> = {};
      let handled: Promise<T> | undefined;
      let current: PassThrough | undefined;
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: this.request.headers,
          defParamCharset: 'utf8',
          limits: { fileSize: options.maxFileBytes, files: 5, fields: 20, fieldSize: 64 * 1024 },
        });
      } catch {
        reject(unreadableForm());
        return;
      }
      parser.on('field', (name, value) => {
        if (!(name in fields)) fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== 'file' || handled) {
          stream.resume();
          return;
        }
        // When the handler gives up early (not a PDF, too large) the part is drained instead of
        // stalling the rest of the form.
        const body = new PassThrough();
        body.on('close', () => {
          stream.unpipe(body);
          stream.resume();
        });
        stream.on('error', (error) => body.destroy(error));
        current = body;
        stream.pipe(body);
        handled = options.onFile({ filename: info.filename ?? '', stream: body }, { ...fields });
        handled.catch(() => body.destroy());
      });
      parser.on('error', (error) => {
        current?.destroy(error as Error);
        reject(unreadableForm());
      });
      this.request.on('close', () => {
        if (this.request.complete) return;
        const error = unreadableForm();
        current?.destroy(error);
        reject(error);
      });
      parser.on('close', () => {
        if (!handled) resolve({ fields });
        else handled.then((file) => resolve({ fields, file }), reject);
      });
      this.request.pipe(parser);
    });
  }
}

function unreadableForm(): AppError {
  return new AppError(
    'request.unreadable_form',
    ErrorStatus.BadRequest,
    'The multipart form could not be read.',
  );
}

/** `@Upload() upload: MultipartUpload` in a controller method. */
export const Upload = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    new MultipartUpload(context.switchToHttp().getRequest<IncomingMessage>()),
);
