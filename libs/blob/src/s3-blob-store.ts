import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client, CopyDestinationOptions, CopySourceOptions } from 'minio';
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
import { Sha256Meter } from './sha256-meter.js';

export interface S3BlobStoreOptions {
  /** `http(s)://host:port` of the S3 API. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
  /** Where bodies of unknown size are spooled before upload; the OS temp dir by default. */
  tempDir?: string;
}

/** Uploads land here first; key validation keeps callers out of dot-prefixed names. */
const STAGING_PREFIX = '.uploads/';
const STAGING_URL_SECONDS = 15 * 60;
const SHA256_METADATA = 'sha256';

function s3Code(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

async function readSmallBody(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    if (length < 4096) chunks.push(chunk);
    length += chunk.length;
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, 4096);
}

/**
 * Blobs as objects in one S3 (or MinIO) bucket.
 *
 * Writes stream: the minio client's `putObject` reads any body that fits in one part into memory,
 * so the body goes up with a plain PUT to a presigned URL for a staging key (Content-Length set,
 * payload unsigned) while it is hashed; then a server-side copy publishes it under its key with
 * the SHA-256 as metadata. The key therefore appears whole and with its hash, or not at all.
 */
export class S3BlobStore implements BlobStore {
  readonly client: Client;
  readonly bucket: string;
  private readonly region: string;
  private bucketReady?: Promise<void>;

  constructor(private readonly options: S3BlobStoreOptions) {
    const endpoint = new URL(options.endpoint);
    this.bucket = options.bucket;
    this.region = options.region ?? 'us-east-1';
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      useSSL: endpoint.protocol === 'https:',
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: this.region,
    });
  }

  /** Creates the bucket if it is absent; every operation awaits it once. */
  ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (await this.client.bucketExists(this.bucket)) return;
      try {
        await this.client.makeBucket(this.bucket, this.region);
      } catch (error) {
        // Another process created it first.
        if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(s3Code(error) ?? '')) throw error;
      }
    })().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Readable | Buffer, options: PutBlobOptions = {}): Promise<PutBlobResult> {
    assertBlobKey(key);
    assertSize(options.size);
    await this.ensureBucket();
    let spoolDir: string | undefined;
    const staging = `${STAGING_PREFIX}${randomUUID()}`;
    try {
      let source: Readable;
      let size = options.size;
      if (Buffer.isBuffer(body)) {
        source = Readable.from([body]);
        size ??= body.length;
      } else if (size === undefined) {
        // S3 needs the length before the first byte: learn it by spooling to disk, not memory.
        spoolDir = await mkdtemp(join(this.options.tempDir ?? tmpdir(), 'rubrica-blob-'));
        const spooled = join(spoolDir, 'body');
        const counter = new Sha256Meter();
        await pipeline(body, counter, createWriteStream(spooled));
        size = counter.bytes;
        source = createReadStream(spooled);
      } else {
        source = body;
      }
      const meter = new Sha256Meter({ expectedSize: size });
      await this.upload(staging, source, meter, size);
      await this.client.copyObject(
        new CopySourceOptions({ Bucket: this.bucket, Object: staging }),
        new CopyDestinationOptions({
          Bucket: this.bucket,
          Object: key,
          MetadataDirective: 'REPLACE',
          UserMetadata: { [SHA256_METADATA]: meter.sha256 },
          Headers: { 'Content-Type': options.contentType ?? DEFAULT_CONTENT_TYPE },
        }),
      );
      return { key, size: meter.bytes, sha256: meter.sha256 };
    } finally {
      await this.client.removeObject(this.bucket, staging).catch(() => undefined);
      if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
    }
  }

  async get(key: string, range: BlobRange = {}): Promise<Readable> {
    assertBlobKey(key);
    assertBlobRange(range);
    await this.ensureBucket();
    try {
      const start = range.start ?? 0;
      if (start === 0 && range.end === undefined) return await this.client.getObject(this.bucket, key);
      const length = range.end === undefined ? undefined : range.end - start + 1;
      return await this.client.getPartialObject(this.bucket, key, start, length);
    } catch (error) {
      throw this.translate(error, key);
    }
  }

  async stat(key: string): Promise<BlobStat> {
    assertBlobKey(key);
    await this.ensureBucket();
    try {
      const info = await this.client.statObject(this.bucket, key);
      const meta = info.metaData as Record<string, string | undefined>;
      return {
        size: info.size,
        contentType: meta['content-type'],
        sha256: meta[SHA256_METADATA],
        updatedAt: new Date(info.lastModified.getTime()),
      };
    } catch (error) {
      throw this.translate(error, key);
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
    await this.ensureBucket();
    await this.client.removeObject(this.bucket, key);
  }

  async *list(prefix: string): AsyncIterable<BlobListEntry> {
    assertBlobPrefix(prefix);
    await this.ensureBucket();
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      const { name, size } = item as { name?: string; size?: number };
      if (name === undefined || name.startsWith(STAGING_PREFIX)) continue;
      yield { key: name, size: size ?? 0 };
    }
  }

  async presignedGetUrl(key: string, options: PresignOptions): Promise<string> {
    assertBlobKey(key);
    assertExpiry(options.expiresInSeconds);
    await this.ensureBucket();
    return this.client.presignedGetObject(this.bucket, key, options.expiresInSeconds);
  }

  async presignedPutUrl(key: string, options: PresignOptions): Promise<string> {
    assertBlobKey(key);
    assertExpiry(options.expiresInSeconds);
    await this.ensureBucket();
    return this.client.presignedPutObject(this.bucket, key, options.expiresInSeconds);
  }

  private async upload(
    objectName: string,
    source: Readable,
    meter: Sha256Meter,
    size: number,
  ): Promise<void> {
    const url = new URL(await this.client.presignedPutObject(this.bucket, objectName, STAGING_URL_SECONDS));
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      // A fresh connection: the streamed body can't be replayed, so it must not be written to a
      // pooled keep-alive socket the server may already have closed (ECONNRESET mid-upload).
      agent: false,
      method: 'PUT',
      headers: { 'content-length': String(size), 'content-type': 'application/octet-stream' },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    // Whichever fails first reports; keep the other from becoming an unhandled rejection.
    response.catch(() => undefined);
    await pipeline(source, meter, request);
    const answer = await response;
    const text = await readSmallBody(answer);
    if (answer.statusCode !== 200) {
      throw new Error(`S3 upload of ${objectName} failed with HTTP ${answer.statusCode}: ${text}`);
    }
  }

  private translate(error: unknown, key: string): unknown {
    const code = s3Code(error);
    if (code === 'NoSuchKey' || code === 'NotFound') {
      return blobError(BlobErrorCode.NotFound, `Blob "${key}" was not found.`);
    }
    if (code === 'InvalidRange') {
      return blobError(BlobErrorCode.InvalidRange, 'The range starts past the end of the blob.', {
        range: ['not satisfiable'],
      });
    }
    return error;
  }
}
