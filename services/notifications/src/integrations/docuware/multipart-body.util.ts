import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** A `multipart/form-data` body (RFC 7578) of file parts, and the content type naming its boundary. */
export function multipartBody(parts: readonly MultipartPart[]): { contentType: string; body: Buffer } {
  const boundary = `rubrica-${randomBytes(16).toString('hex')}`;
  const quoted = (value: string) => value.replace(/["\\\r\n]/g, '_');
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\n` +
          `Content-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(part.fileName)}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
        'utf8',
      ),
      part.body,
      Buffer.from('\r\n', 'utf8'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
