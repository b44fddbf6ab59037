import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, posix, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

// Vite writes every content-hashed build output under assets/: a changed file gets a new name.
const HASHED_DIR = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, public/ files) must be revalidated so a deploy shows at once.
const REVALIDATE = 'no-cache';

// The build writes a brotli and a gzip copy beside each text file (web/vite.config.ts); the best
// one the browser accepts is sent as is, so nothing is compressed per request.
const COMPRESSED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type SpaResult = 'served' | 'not-found';

/** The content codings an Accept-Encoding header allows (q > 0); `*` stands for any other. */
function acceptedEncodings(header: string | string[] | undefined): (encoding: string) => boolean {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  return (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

function acceptsHtml(accept: string | undefined): { explicit: boolean; any: boolean } {
  if (!accept) return { explicit: false, any: true };
  const explicit = /\btext\/html\b|\bapplication\/xhtml\+xml\b/i.test(accept);
  return { explicit, any: explicit || accept.includes('*/*') };
}

/**
 * Serves the built SPA from WEB_DIST with history-mode routing: a page navigation to any client
 * route (`/business/dashboard`) gets index.html, while a missing file (`/assets/old.js`) is a 404,
 * so a stale tab never receives HTML where it expects a script.
 */
export class SpaHandler {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<SpaResult> {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return 'not-found';
    }
    // Dot segments (`..`) and dotfiles are never part of a build or a client route.
    if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.')))
      return 'not-found';
    const normalized = posix.normalize(decoded);

    if (normalized !== '/') {
      const file = join(this.root, normalized);
      if (file.startsWith(this.root + sep)) {
        const found = await this.fileStats(file);
        if (found) {
          await this.sendFile(
            req,
            res,
            file,
            found,
            normalized.startsWith(HASHED_DIR) ? IMMUTABLE : REVALIDATE,
          );
          return 'served';
        }
      }
    }

    const html = acceptsHtml(req.headers.accept);
    const looksLikeFile = normalized.startsWith(HASHED_DIR) || (extname(normalized) !== '' && !html.explicit);
    if (looksLikeFile || !html.any) return 'not-found';
    const index = join(this.root, 'index.html');
    const found = await this.fileStats(index);
    if (!found) return 'not-found';
    await this.sendFile(req, res, index, found, REVALIDATE);
    return 'served';
  }

  private async fileStats(file: string): Promise<Stats | undefined> {
    try {
      const stats = await stat(file);
      return stats.isFile() ? stats : undefined;
    } catch {
      return undefined;
    }
  }

  private async sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    stats: Stats,
    cacheControl: string,
  ): Promise<void> {
    const copies: { encoding: string; file: string; stats: Stats }[] = [];
    for (const { encoding, suffix } of COMPRESSED_COPIES) {
      const copy = await this.fileStats(file + suffix);
      if (copy) copies.push({ encoding, file: file + suffix, stats: copy });
    }
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    const chosen = copies.find((copy) => accepts(copy.encoding));
    const sent = chosen ?? { encoding: undefined, file, stats };
    const tag = `${sent.stats.size.toString(16)}-${Math.floor(sent.stats.mtimeMs).toString(16)}`;
    const etag = `W/"${tag}${sent.encoding ? `-${sent.encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      etag,
      'last-modified': stats.mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    };
    // A cache in between must keep the compressed and the plain answer apart.
    if (copies.length > 0) headers.vary = 'Accept-Encoding';
    if (sent.encoding) headers['content-encoding'] = sent.encoding;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': sent.stats.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    pipeline(createReadStream(sent.file), res, () => {
      // A client that leaves mid-file needs nothing more; pipeline has closed both ends.
    });
  }
}
