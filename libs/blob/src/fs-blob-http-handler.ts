import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline as pipelineWithCallback, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isAppError } from '@rubrica/errors';
import type { BlobRange, BlobStore } from './blob-store.js';
import { DEFAULT_MOUNT_PATH, verifyPresignedUrl } from './presigned-url.js';
import { BlobErrorCode, blobError } from './blob.errors.js';
import { Sha256Meter } from './sha256-meter.js';

export interface FsBlobHttpHandlerOptions {
  /** Must match the store's `mountPath`; `/blobs` by default. */
  mountPath?: string;
  /** Largest body a presigned PUT may upload. */
  maxBytes?: number;
  /** Told about unexpected (5xx) failures, which the response does not describe. */
  onError?: (error: unknown) => void;
}

/** Node/Express-style handler; calls `next()` for paths outside the mount. */
export type FsBlobHttpHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

type RangeRequest =
  { kind: 'whole' } | { kind: 'range'; range: Required<BlobRange> } | { kind: 'unsatisfiable' };

// One `bytes=a-b`, `bytes=a-` or `bytes=-n`; anything else is ignored and the whole blob is sent (RFC 9110 §14.2).
function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Serves the fs driver's presigned URLs: GET/HEAD (with single byte ranges) and PUT, each allowed
 * only with a valid, unexpired signature for that method and key.
 */
export function createFsBlobHttpHandler(
  store: BlobStore,
  secret: string,
  options: FsBlobHttpHandlerOptions = {},
): FsBlobHttpHandler {
  const mountPath = (options.mountPath ?? DEFAULT_MOUNT_PATH).replace(/\/+$/, '');

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'PUT') {
      res.setHeader('allow', 'GET, HEAD, PUT');
      sendJson(res, 405, { message: 'Method not allowed.' });
      return;
    }
    const key = verifyPresignedUrl({ url: req.url ?? '/', method, secret, mountPath });

    if (method === 'PUT') {
      const declared = req.headers['content-length'];
      const size = declared === undefined ? undefined : Number(declared);
      if (size !== undefined && !Number.isSafeInteger(size)) {
        throw blobError(BlobErrorCode.SizeMismatch, 'Invalid Content-Length.');
      }
      if (options.maxBytes !== undefined && size !== undefined && size > options.maxBytes) {
        throw blobError(BlobErrorCode.TooLarge, `The body exceeds ${options.maxBytes} bytes.`);
      }
      let body: Readable = req;
      if (options.maxBytes !== undefined) {
        // A chunked body has no Content-Length to check up front: cut it off as it streams.
        // The callback form settles errors here; store.put sees them on the limiter it reads.
        body = pipelineWithCallback(req, new Sha256Meter({ maxBytes: options.maxBytes }), () => undefined);
      }
      const result = await store.put(key, body, { size, contentType: req.headers['content-type'] });
      sendJson(res, 200, result);
      return;
    }

    const info = await store.stat(key);
    const wanted = parseRange(req.headers.range, info.size);
    const headers: Record<string, string | number> = {
      'content-type': info.contentType ?? 'application/octet-stream',
      'accept-ranges': 'bytes',
      'last-modified': info.updatedAt.toUTCString(),
      'cache-control': 'private, no-store',
      // A stored file is shown as what it says it is, never guessed into HTML, and never framed.
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none'",
    };
    if (info.sha256) headers.etag = `"${info.sha256}"`;
    if (wanted.kind === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${info.size}`, 'content-length': 0 });
      res.end();
      return;
    }
    if (wanted.kind === 'range') {
      const { start, end } = wanted.range;
      res.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${info.size}`,
        'content-length': end - start + 1,
      });
    } else {
      res.writeHead(200, { ...headers, 'content-length': info.size });
    }
    if (method === 'HEAD') {
      res.end();
      return;
    }
    const body = await store.get(key, wanted.kind === 'range' ? wanted.range : {});
    await pipeline(body, res);
  }

  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0];
    if (!path.startsWith(`${mountPath}/`)) {
      if (next) next();
      else sendJson(res, 404, { message: 'Not found.' });
      return;
    }
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined);
        return;
      }
      if (isAppError(error)) sendJson(res, error.status, error.toBody());
      else {
        options.onError?.(error);
        sendJson(res, 500, { message: 'Server error.' });
      }
      // An unread request body would otherwise keep the connection busy.
      if (!req.complete) req.resume();
    });
  };
}
