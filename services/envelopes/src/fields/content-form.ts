import type { IncomingMessage } from 'node:http';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { MultipartSource } from '@rubrica/service-kit';
import { FieldsError } from './fields.exception.js';

/** Section 9: sender images follow the signature image limit. */
export const CONTENT_IMAGE_MAX_MB = 5;

export interface ContentImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

export interface ContentForm {
  /** The JSON body, or the multipart form's text fields. */
  values: Record<string, unknown>;
  image?: ContentImage;
  /** `X-HTTP-Method-Override` or `_method`, upper-cased. */
  methodOverride?: string;
}

/** PNG or JPEG by content, whatever the client called the file. */
function imageTypeOf(bytes: Buffer): Pick<ContentImage, 'extension' | 'contentType'> | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { extension: 'png', contentType: 'image/png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { extension: 'jpg', contentType: 'image/jpeg' };
  return null;
}

/**
 * A content request (section 7): JSON, or a multipart form with the image in `file` (small, so
 * held in memory) and the other values as text fields.
 */
export async function readContentForm(json: unknown, multipart: MultipartSource): Promise<ContentForm> {
  const header = multipart.headers['x-http-method-override'];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.toUpperCase();
  if (!multipart.isMultipart) {
    const values = json && typeof json === 'object' ? { ...(json as Record<string, unknown>) } : {};
    const fromBody = typeof values._method === 'string' ? values._method.toUpperCase() : undefined;
    delete values._method;
    return { values, methodOverride: fromHeader ?? fromBody };
  }
  const maxBytes = CONTENT_IMAGE_MAX_MB * 1024 * 1024;
  const { fields, file } = await multipart.read({
    field: 'file',
    maxFileBytes: maxBytes + 1,
    onFile: async ({ stream }) => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw FieldsError.imageSize(CONTENT_IMAGE_MAX_MB);
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
  });
  const { _method: method, ...values } = fields;
  let image: ContentImage | undefined;
  if (file) {
    const type = imageTypeOf(file);
    if (!type) throw FieldsError.imageType();
    image = { bytes: file, ...type };
  }
  return { values, image, methodOverride: fromHeader ?? method?.toUpperCase() };
}

/**
 * `@ContentBody() form: ContentForm`: the request read as readContentForm reads it. Nest settles
 * the promise before the handler runs, so a refused image answers as it would from the handler.
 */
export const ContentBody = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<IncomingMessage & { body?: unknown }>();
  return readContentForm(request.body, new MultipartSource(request));
});
