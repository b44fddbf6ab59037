import { ConfigError } from '@rubrica/config';
import { blobConfigIssues, type BlobConfig } from './blob-config.js';
import type { BlobStore } from './blob-store.js';
import { FsBlobStore } from './fs-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

/** The store the configuration names; throws `ConfigError` when the S3 variables are missing. */
export function createBlobStore(config: BlobConfig & { NODE_ENV?: string }): BlobStore {
  const issues = blobConfigIssues(config);
  if (issues.length > 0) throw new ConfigError('blob', issues);
  if (config.BLOB_DRIVER === 's3') {
    return new S3BlobStore({
      endpoint: config.S3_ENDPOINT!,
      accessKey: config.S3_ACCESS_KEY!,
      secretKey: config.S3_SECRET_KEY!,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
    });
  }
  return new FsBlobStore(config.BLOB_FS_ROOT, {
    urlSecret: blobUrlSecret(config),
    publicBaseUrl: config.BLOB_PUBLIC_BASE_URL,
  });
}

/** The secret `createFsBlobHttpHandler` must be given to accept the links this config signs. */
export function blobUrlSecret(config: Pick<BlobConfig, 'BLOB_URL_SECRET'>): string {
  if (!config.BLOB_URL_SECRET)
    throw new ConfigError('blob', [
      { variable: 'BLOB_URL_SECRET', message: 'is required when BLOB_DRIVER=fs' },
    ]);
  return config.BLOB_URL_SECRET;
}
