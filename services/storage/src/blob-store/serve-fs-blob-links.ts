import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { blobUrlSecret, createBlobStore, createFsBlobHttpHandler } from '@rubrica/blob';
import type { StorageConfig } from '../storage.config.js';

/**
 * With the fs driver, serves the signed, expiring links the store hands out (`/blobs/...`, the
 * BLOB_PUBLIC_BASE_URL default points here): a stored file's `links.display` opens in a new
 * window, which carries no session headers. With S3 the links point at the bucket instead.
 */
export function serveFsBlobLinks(app: NestExpressApplication, config: StorageConfig): void {
  if (config.BLOB_DRIVER !== 'fs') return;
  const logger = new Logger('BlobLinks');
  app.use(
    createFsBlobHttpHandler(createBlobStore(config), blobUrlSecret(config), {
      maxBytes: config.STORAGE_MAX_UPLOAD_MB * 1024 * 1024,
      onError: (error) => logger.error(`blob link failed: ${(error as Error).message}`),
    }),
  );
}
