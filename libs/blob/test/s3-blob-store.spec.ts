import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3BlobStore } from '@rubrica/blob';
import { describeBlobStoreContract } from './blob-store.contract.js';

/** An in-process S3 on a free port with its own directory: no server to install or share. */
async function startS3Store(bucket: string) {
  const directory = await mkdtemp(join(tmpdir(), 'rubrica-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  // Node's server closes idle keep-alive sockets after 5 s; a client reusing one at that moment
  // (likelier while the test forces full collections) reads ECONNRESET. Real S3 and MinIO keep
  // idle connections far longer, so keep them open here too.
  const httpServer = (server as unknown as { httpServer: import('node:http').Server }).httpServer;
  httpServer.keepAliveTimeout = 120_000;
  const probed = {
    driver: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    bucket,
  } as const;
  const store = new S3BlobStore({ ...probed, region: 'us-east-1' });
  return {
    store,
    probed,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describeBlobStoreContract('s3', () => startS3Store('rubrica-contract'));

describe('S3BlobStore specifics', () => {
  it('creates its bucket when it is absent, once', async () => {
    const { store, close } = await startS3Store('created-on-demand');
    try {
      expect(await store.client.bucketExists('created-on-demand')).toBe(false);
      await Promise.all([store.put('a', Buffer.from('1')), store.put('b', Buffer.from('2'))]);
      expect(await store.client.bucketExists('created-on-demand')).toBe(true);
    } finally {
      await close();
    }
  });

  it('stores the sha256 as object metadata that other S3 clients can read', async () => {
    const { store, close } = await startS3Store('metadata');
    try {
      const { sha256 } = await store.put('doc', Buffer.from('metadata'));
      const info = await store.client.statObject('metadata', 'doc');
      expect(info.metaData).toMatchObject({ sha256 });
    } finally {
      await close();
    }
  });
});
