import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobRange, assertExpiry, assertSize } from './blob-arguments.js';
import { assertBlobKey, assertBlobPrefix } from './blob-key.js';
import {
  DEFAULT_CONTENT_TYPE,
  type BlobListEntry,
  type BlobRange,
  type BlobStat,
  type BlobStore,
  type PresignOptions,
  type PutBlobOptions,
  type PutBlobResult,
} from './blob-store.js';
import { BlobErrorCode, blobError } from './blob.errors.js';
import { DEFAULT_MOUNT_PATH, signPresignedUrl, type PresignedMethod } from './presigned-url.js';
import { Sha256Meter } from './sha256-meter.js';

export interface FsBlobStoreOptions {
  /** HMAC secret for presigned URLs; presigning fails without it. */
  urlSecret?: string;
  /** Base URL under which `createFsBlobHttpHandler` is reachable (`http://localhost:3004`). */
  publicBaseUrl?: string;
  /** Path the handler is mounted at; `/blobs` by default. */
  mountPath?: string;
}

/** Sidecar kept beside each blob. `ino` ties it to one version of the data file. */
interface Sidecar {
  contentType?: string;
  sha256?: string;
  ino: number;
}

const ABSENT = new Set(['ENOENT', 'ENOTDIR']);
const CONFLICT = new Set(['ENOTDIR', 'EISDIR', 'ENOTEMPTY', 'EEXIST']);

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** Syncs a written file, so a rename publishes bytes that are on disk; returns its inode. */
async function syncFile(path: string): Promise<number> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
    return (await handle.stat()).ino;
  } finally {
    await handle.close();
  }
}

function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * Blobs as files under `root`: `objects/<key>` holds the bytes, `meta/<key>.json` the content type
 * and hash, `tmp/` the bodies being written. A body is written to `tmp/` and renamed into place,
 * so readers see the old blob or the whole new one, never a part.
 */
export class FsBlobStore implements BlobStore {
  readonly root: string;
  private readonly objectsDir: string;
  private readonly metaDir: string;
  private readonly tmpDir: string;

  constructor(
    root: string,
    private readonly options: FsBlobStoreOptions = {},
  ) {
    this.root = resolve(root);
    this.objectsDir = join(this.root, 'objects');
    this.metaDir = join(this.root, 'meta');
    this.tmpDir = join(this.root, 'tmp');
  }

  async put(key: string, body: Readable | Buffer, options: PutBlobOptions = {}): Promise<PutBlobResult> {
    assertBlobKey(key);
    assertSize(options.size);
    await mkdir(this.tmpDir, { recursive: true });
    const id = randomUUID();
    const tmpData = join(this.tmpDir, `${id}.data`);
    const tmpMeta = join(this.tmpDir, `${id}.json`);
    const meter = new Sha256Meter({ expectedSize: options.size });
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, meter, createWriteStream(tmpData, { flags: 'wx' }));
      const ino = await syncFile(tmpData);
      const sidecar: Sidecar = {
        contentType: options.contentType ?? DEFAULT_CONTENT_TYPE,
        sha256: meter.sha256,
        ino,
      };
      await writeFile(tmpMeta, JSON.stringify(sidecar), { flag: 'wx' });
      await syncFile(tmpMeta);
      await this.moveIntoPlace(tmpData, this.objectPath(key), key);
      await this.moveIntoPlace(tmpMeta, this.metaPath(key), key);
      return { key, size: meter.bytes, sha256: meter.sha256 };
    } finally {
      await Promise.all([rm(tmpData, { force: true }), rm(tmpMeta, { force: true })]);
    }
  }

  async get(key: string, range: BlobRange = {}): Promise<Readable> {
    assertBlobKey(key);
    assertBlobRange(range);
    let handle;
    try {
      handle = await open(this.objectPath(key), 'r');
    } catch (error) {
      if (ABSENT.has(errorCode(error) ?? '')) throw this.notFound(key);
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw this.notFound(key);
      const start = range.start ?? 0;
      // `{ start: 0 }` is the whole blob, as S3 treats it, even when the blob is empty.
      const ranged = start > 0 || range.end !== undefined;
      if (ranged && start >= info.size) {
        throw blobError(BlobErrorCode.InvalidRange, 'The range starts past the end of the blob.', {
          range: ['not satisfiable'],
        });
      }
      // Reading through the open descriptor keeps serving this version if the key is overwritten meanwhile.
      const end = range.end === undefined ? undefined : Math.min(range.end, info.size - 1);
      return handle.createReadStream({ start, end, autoClose: true });
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<BlobStat> {
    assertBlobKey(key);
    // A concurrent overwrite renames the data before its sidecar; retry until both belong together.
    for (let attempt = 0; ; attempt++) {
      let info;
      try {
        info = await stat(this.objectPath(key));
      } catch (error) {
        if (ABSENT.has(errorCode(error) ?? '')) throw this.notFound(key);
        throw error;
      }
      if (!info.isFile()) throw this.notFound(key);
      const sidecar = await this.readSidecar(key);
      if (sidecar?.ino === info.ino || attempt >= 3) {
        const matches = sidecar?.ino === info.ino;
        return {
          size: info.size,
          contentType: matches ? sidecar.contentType : undefined,
          sha256: matches ? sidecar.sha256 : undefined,
          updatedAt: new Date(info.mtimeMs),
        };
      }
      await new Promise((done) => setTimeout(done, 5));
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.stat(key);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === BlobErrorCode.NotFound) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.removeFile(this.objectPath(key), this.objectsDir);
    await this.removeFile(this.metaPath(key), this.metaDir);
  }

  async *list(prefix: string): AsyncIterable<BlobListEntry> {
    assertBlobPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const base = slash === -1 ? '' : prefix.slice(0, slash);
    yield* this.walk(base, prefix);
  }

  async presignedGetUrl(key: string, options: PresignOptions): Promise<string> {
    return this.presign(key, 'GET', options);
  }

  async presignedPutUrl(key: string, options: PresignOptions): Promise<string> {
    return this.presign(key, 'PUT', options);
  }

  private presign(key: string, method: PresignedMethod, options: PresignOptions): string {
    assertBlobKey(key);
    assertExpiry(options.expiresInSeconds);
    const { urlSecret, publicBaseUrl } = this.options;
    if (!urlSecret || !publicBaseUrl) {
      throw new Error('FsBlobStore: presigned URLs need urlSecret and publicBaseUrl');
    }
    return signPresignedUrl({
      baseUrl: publicBaseUrl,
      mountPath: this.options.mountPath ?? DEFAULT_MOUNT_PATH,
      key,
      method,
      expiresInSeconds: options.expiresInSeconds,
      secret: urlSecret,
    });
  }

  private async *walk(dir: string, prefix: string): AsyncGenerator<BlobListEntry> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir === '' ? this.objectsDir : join(this.objectsDir, ...dir.split('/')), {
        withFileTypes: true,
      });
    } catch (error) {
      if (ABSENT.has(errorCode(error) ?? '')) return;
      throw error;
    }
    // Sorting a directory's names with a trailing "/" on subdirectories yields whole keys in byte order.
    const named = entries
      .filter((entry) => entry.isFile() || entry.isDirectory())
      .map((entry) => ({ entry, sortName: entry.isDirectory() ? `${entry.name}/` : entry.name }))
      .sort((a, b) => byteOrder(a.sortName, b.sortName));
    for (const { entry } of named) {
      const key = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix)) yield* this.walk(key, prefix);
      } else if (key.startsWith(prefix)) {
        try {
          yield { key, size: (await stat(join(this.objectsDir, ...key.split('/')))).size };
        } catch (error) {
          if (!ABSENT.has(errorCode(error) ?? '')) throw error;
        }
      }
    }
  }

  private async moveIntoPlace(from: string, to: string, key: string): Promise<void> {
    // A concurrent delete may prune the parent directory between mkdir and rename: try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await mkdir(dirname(to), { recursive: true });
        await rename(from, to);
        return;
      } catch (error) {
        const code = errorCode(error) ?? '';
        if (code === 'ENOENT' && attempt < 3) continue;
        if (CONFLICT.has(code)) {
          throw blobError(
            BlobErrorCode.KeyConflict,
            `The key "${key}" conflicts with an existing key that is its prefix or extends it.`,
            {
              key: ['conflicts with an existing key'],
            },
          );
        }
        throw error;
      }
    }
  }

  private async removeFile(path: string, treeRoot: string): Promise<void> {
    try {
      await unlink(path);
    } catch (error) {
      const code = errorCode(error) ?? '';
      if (ABSENT.has(code) || code === 'EISDIR' || code === 'EPERM') return;
      throw error;
    }
    // Empty parents would block a later blob whose key is the directory's own name.
    for (let dir = dirname(path); dir.startsWith(treeRoot) && dir !== treeRoot; dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }

  private async readSidecar(key: string): Promise<Sidecar | undefined> {
    try {
      return JSON.parse(await readFile(this.metaPath(key), 'utf8')) as Sidecar;
    } catch (error) {
      if (ABSENT.has(errorCode(error) ?? '') || error instanceof SyntaxError) return undefined;
      throw error;
    }
  }

  private objectPath(key: string): string {
    return join(this.objectsDir, ...key.split('/'));
  }

  private metaPath(key: string): string {
    return `${join(this.metaDir, ...key.split('/'))}.json`;
  }

  private notFound(key: string) {
    return blobError(BlobErrorCode.NotFound, `Blob "${key}" was not found.`);
  }
}
