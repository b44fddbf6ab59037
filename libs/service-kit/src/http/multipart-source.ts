import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppError, ErrorStatus } from '@rubrica/errors';
import busboy from 'busboy';

export interface IncomingFile {
  /** As the client named it (no path). */
  filename: string;
  mimeType: string;
  /** The bytes as they arrive; destroy it to stop reading (the rest of the body is discarded). */
  stream: Readable;
}

export interface MultipartResult<T> {
  /** Text fields of the form (the first value of each name). */
  fields: Record<string, string>;
  /** What `onFile` returned for the file part, or undefined when the form had none. */
  file?: T;
}

export interface MultipartReadOptions<T> {
  /** The form field holding the file; other file parts are skipped. */
  field: string;
  /** busboy stops a file after this many bytes; the handler sees the file end early. */
  maxFileBytes: number;
  /** `fields` holds the text fields sent before the file (browsers send them in form order). */
  onFile: (file: IncomingFile, fields: Record<string, string>) => Promise<T>;
}

/**
 * A multipart request body read as a stream (busboy): the file part is handed over as it
 * arrives, so a 25 MB document goes to the blob store without ever being held in memory.
 * busboy because it parses the stream itself (multer would buffer or write temporary files).
 */
export class MultipartSource {
  constructor(private readonly request: IncomingMessage) {}

  get isMultipart(): boolean {
    return /^multipart\/form-data/i.test(this.request.headers['content-type'] ?? '');
  }

  get headers(): IncomingHttpHeaders {
    return this.request.headers;
  }

  read<T>(options: MultipartReadOptions<T>): Promise<MultipartResult<T>> {
    return new Promise((resolve, reject) => {
      const fields: Record<string, string> = {};
      let handled: Promise<T> | undefined;
      let current: PassThrough | undefined;
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: this.request.headers,
          // File names are UTF-8 in every current browser (RFC 7578 §4.2).
          defParamCharset: 'utf8',
          limits: { fileSize: options.maxFileBytes, files: 5, fields: 50, fieldSize: 64 * 1024 },
        });
      } catch {
        reject(unreadableForm());
        return;
      }
      parser.on('field', (name, value) => {
        if (!(name in fields)) fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== options.field || handled) {
          // A form cut short inside a skipped part fails that part's stream too; the parser's own
          // error already refuses the form, and an unheard stream error would end the process.
          stream.on('error', () => undefined);
          stream.resume();
          return;
        }
        // The handler reads a pass-through: when it gives up early (a refused type, a size over
        // the limit) the source is drained instead of stalling the rest of the form.
        const body = new PassThrough();
        body.on('close', () => {
          stream.unpipe(body);
          stream.resume();
        });
        // A form cut short (the client went away) fails the handler instead of leaving it waiting.
        stream.on('error', (error) => body.destroy(error));
        // A handler reading `body` hears that error through its own reading; one that already
        // finished without reading it must not leave it unheard, which would end the process.
        body.on('error', () => undefined);
        current = body;
        stream.pipe(body);
        handled = options.onFile(
          { filename: info.filename ?? '', mimeType: info.mimeType, stream: body },
          { ...fields },
        );
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
        if (!handled) {
          resolve({ fields });
          return;
        }
        handled.then((file) => resolve({ fields, file }), reject);
      });
      this.request.pipe(parser);
    });
  }
}

/** A body announced as a multipart form that is not one, or that ended half-way. */
function unreadableForm(): AppError {
  return new AppError(
    'request.unreadable_form',
    ErrorStatus.BadRequest,
    'The multipart form could not be read.',
  );
}

/** `@Multipart() body: MultipartSource` in a controller method. */
export const Multipart = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    new MultipartSource(context.switchToHttp().getRequest<IncomingMessage>()),
);
