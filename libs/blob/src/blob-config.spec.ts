import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, nodeEnv, z } from '@rubrica/config';
import { blobConfigFields, checkBlobConfig } from './blob-config.js';
import { createBlobStore } from './create-blob-store.js';
import { FsBlobStore } from './fs-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

const schema = z.object({ NODE_ENV: nodeEnv(), ...blobConfigFields() }).superRefine(checkBlobConfig);

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig('storage', schema, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues.map((issue) => `${issue.variable}: ${issue.message}`).sort();
  }
  return [];
}

describe('blob configuration', () => {
  it('defaults to the fs driver with a developer set-up', () => {
    expect(loadConfig('storage', schema, {})).toMatchObject({
      BLOB_DRIVER: 'fs',
      BLOB_FS_ROOT: '.data/blobs',
      S3_REGION: 'us-east-1',
      BLOB_PUBLIC_BASE_URL: 'http://localhost:3004',
    });
  });

  it('requires every S3 variable with BLOB_DRIVER=s3, naming each missing one', () => {
    expect(issuesOf({ BLOB_DRIVER: 's3', S3_BUCKET: 'docs' })).toEqual([
      'S3_ACCESS_KEY: is required (when BLOB_DRIVER=s3)',
      'S3_ENDPOINT: is required (when BLOB_DRIVER=s3)',
      'S3_SECRET_KEY: is required (when BLOB_DRIVER=s3)',
    ]);
  });

  it('rejects a bad driver, endpoint or bucket name', () => {
    expect(issuesOf({ BLOB_DRIVER: 'gcs' })).toEqual([expect.stringMatching(/^BLOB_DRIVER: /)]);
    expect(
      issuesOf({
        BLOB_DRIVER: 's3',
        S3_ENDPOINT: 'ftp://x',
        S3_ACCESS_KEY: 'k',
        S3_SECRET_KEY: 's',
        S3_BUCKET: 'Bad_Bucket',
      }),
    ).toEqual(['S3_BUCKET: must be a valid S3 bucket name', 'S3_ENDPOINT: must be a URL (http, https)']);
  });

  it('requires a URL secret for the fs driver in production, where none is generated', () => {
    expect(issuesOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^BLOB_URL_SECRET: is required in production/),
    ]);
    expect(
      issuesOf({
        NODE_ENV: 'production',
        BLOB_URL_SECRET: 'rubrica-development-blob-url-secret-not-for-production',
      }),
    ).toEqual([expect.stringMatching(/^BLOB_URL_SECRET: is a published example or default value/)]);
    expect(issuesOf({ NODE_ENV: 'production', BLOB_URL_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^BLOB_URL_SECRET: .*at least 32/),
    ]);
    expect(issuesOf({ NODE_ENV: 'production', BLOB_URL_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('shares one generated URL secret between the processes of a developer machine', async () => {
    const secrets = await mkdtemp(join(tmpdir(), 'rubrica-blob-secrets-'));
    try {
      const storage = loadConfig('storage', schema, { SECRETS_DIR: secrets });
      const envelopes = loadConfig('envelopes', schema, { SECRETS_DIR: secrets });
      expect(storage.BLOB_URL_SECRET).toMatch(/^[\w-]{43}$/);
      expect(envelopes.BLOB_URL_SECRET).toBe(storage.BLOB_URL_SECRET);
    } finally {
      await rm(secrets, { recursive: true, force: true });
    }
  });

  it('builds the store the configuration names', async () => {
    const root = await mkdtemp(join(tmpdir(), 'rubrica-blob-config-'));
    try {
      const fsStore = createBlobStore(loadConfig('storage', schema, { BLOB_FS_ROOT: root }));
      expect(fsStore).toBeInstanceOf(FsBlobStore);
      expect(await fsStore.presignedGetUrl('a/b', { expiresInSeconds: 60 })).toMatch(
        /^http:\/\/localhost:3004\/blobs\/a\/b\?/,
      );
      const s3Store = createBlobStore(
        loadConfig('storage', schema, {
          BLOB_DRIVER: 's3',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY: 'key',
          S3_SECRET_KEY: 'secret',
          S3_BUCKET: 'rubrica',
        }),
      );
      expect(s3Store).toBeInstanceOf(S3BlobStore);
      expect((s3Store as S3BlobStore).bucket).toBe('rubrica');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('refuses to build an S3 store from an unchecked configuration that lacks its variables', () => {
    const config = loadConfig('storage', z.object(blobConfigFields()), { BLOB_DRIVER: 's3' });
    expect(() => createBlobStore(config)).toThrow(ConfigError);
  });
});
