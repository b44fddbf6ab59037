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

export type SpaResult = 'served' | 'not-found';

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
          this.sendFile(req, res, file, found, normalized.startsWith(HASHED_DIR) ? IMMUTABLE : REVALIDATE);
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
    this.sendFile(req, res, index, found, REVALIDATE);
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

  private sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    stats: Stats,
    cacheControl: string,
  ): void {
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers = {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      etag,
      'last-modified': stats.mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': stats.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    pipeline(createReadStream(file), res, () => {
      // A client that leaves mid-file needs nothing more; pipeline has closed both ends.
    });
  }
}
