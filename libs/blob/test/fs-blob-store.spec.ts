import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFsBlobHttpHandler, FsBlobStore, type FsBlobHttpHandler } from '@rubrica/blob';
import { describeBlobStoreContract } from './blob-store.contract.js';
import type { ProbedStore } from './streaming-probe.child.js';

const SECRET = 'fs-blob-store-spec-secret-0123456789abcdef';

interface FsFixture {
  store: FsBlobStore;
  probed: ProbedStore;
  root: string;
  baseUrl: string;
  close(): Promise<void>;
}

async function startFsStore(): Promise<FsFixture> {
  const root = await mkdtemp(join(tmpdir(), 'rubrica-fs-blob-'));
  // The handler needs the store, the store needs the server's address: the request listener
  // reads `handler` only once requests arrive, after it is defined below.
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = new FsBlobStore(join(root, 'blobs'), { urlSecret: SECRET, publicBaseUrl: baseUrl });
  const handler: FsBlobHttpHandler = createFsBlobHttpHandler(store, SECRET);
  return {
    store,
    probed: { driver: 'fs', root: join(root, 'blobs') },
    root,
    baseUrl,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}

describeBlobStoreContract('fs', startFsStore);

describe('FsBlobStore specifics', () => {
  let fixture: FsFixture;

  beforeAll(async () => {
    fixture = await startFsStore();
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('leaves no temporary files behind after successful and failed writes', async () => {
    const { store } = fixture;
    await store.put('tmp-check/ok', Buffer.from('ok'));
    await expect(store.put('tmp-check/bad', Buffer.from('12345'), { size: 1 })).rejects.toMatchObject({
      code: 'blob.size_mismatch',
    });
    expect(await readdir(join(store.root, 'tmp'))).toEqual([]);
  });

  it('refuses a key that is a directory of other keys, or nests under an existing blob, with 409', async () => {
    const { store } = fixture;
    await store.put('nest/a/b', Buffer.from('child'));
    await expect(store.put('nest/a', Buffer.from('parent'))).rejects.toMatchObject({
      code: 'blob.key_conflict',
      status: 409,
    });
    await store.put('nest/file', Buffer.from('file'));
    await expect(store.put('nest/file/child', Buffer.from('x'))).rejects.toMatchObject({
      code: 'blob.key_conflict',
    });
    await expect(store.stat('nest/a')).rejects.toMatchObject({ code: 'blob.not_found' });
    // Deleting the only child prunes its directory, so the parent name becomes usable.
    await store.delete('nest/a/b');
    await store.put('nest/a', Buffer.from('parent'));
    expect((await store.stat('nest/a')).size).toBe(6);
  });

  it('refuses a link whose key was changed', async () => {
    const { store } = fixture;
    await store.put('tamper/secret', Buffer.from('secret'));
    await store.put('tamper/public', Buffer.from('public'));
    const url = await store.presignedGetUrl('tamper/public', { expiresInSeconds: 300 });
    const tampered = await fetch(url.replace('/public?', '/secret?'));
    expect(tampered.status).toBe(403);
    await tampered.arrayBuffer();

    const putUrl = await store.presignedPutUrl('tamper/public', { expiresInSeconds: 300 });
    const overwrite = await fetch(putUrl.replace('/public?', '/secret?'), { method: 'PUT', body: 'pwned' });
    expect(overwrite.status).toBe(403);
    await overwrite.arrayBuffer();
    expect((await store.stat('tamper/secret')).size).toBe(6);
  });

  it('does not accept a GET link for an upload', async () => {
    const { store } = fixture;
    await store.put('links/doc', Buffer.from('original'));
    const getUrl = await store.presignedGetUrl('links/doc', { expiresInSeconds: 60 });
    const response = await fetch(getUrl, { method: 'PUT', body: 'replaced' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'The link is invalid.' });
    expect((await store.stat('links/doc')).size).toBe(8);
  });

  it('refuses links without a signature and paths outside the mount', async () => {
    const { baseUrl } = fixture;
    const unsigned = await fetch(`${baseUrl}/blobs/links/doc`);
    expect(unsigned.status).toBe(403);
    await unsigned.arrayBuffer();
    const outside = await fetch(`${baseUrl}/elsewhere`);
    expect(outside.status).toBe(404);
    await outside.arrayBuffer();
  });

  it('answers Range requests with 206 and unsatisfiable ones with 416', async () => {
    const { store } = fixture;
    await store.put('ranges/doc', Buffer.from('0123456789'), { contentType: 'text/plain' });
    const url = await store.presignedGetUrl('ranges/doc', { expiresInSeconds: 60 });
    const partial = await fetch(url, { headers: { range: 'bytes=3-5' } });
    expect(partial.status).toBe(206);
    // A document answer: never stored, never sniffed, never framed.
    expect(partial.headers.get('cache-control')).toBe('private, no-store');
    expect(partial.headers.get('x-content-type-options')).toBe('nosniff');
    expect(partial.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(partial.headers.get('content-range')).toBe('bytes 3-5/10');
    expect(await partial.text()).toBe('345');
    const suffix = await fetch(url, { headers: { range: 'bytes=-2' } });
    expect(await suffix.text()).toBe('89');
    const beyond = await fetch(url, { headers: { range: 'bytes=10-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
    await beyond.arrayBuffer();
  });

  it('limits presigned uploads to maxBytes', async () => {
    const { store } = fixture;
    const limited = createFsBlobHttpHandler(store, SECRET, { maxBytes: 4 });
    const server = http.createServer(limited);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const url = new URL(await store.presignedPutUrl('limits/doc', { expiresInSeconds: 60 }));
      url.host = `127.0.0.1:${port}`;
      const declared = await fetch(url, { method: 'PUT', body: 'too long' });
      expect(declared.status).toBe(413);
      await declared.arrayBuffer();
      const chunked = await fetch(url, {
        method: 'PUT',
        body: new Blob(['too', ' long']).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      await chunked.arrayBuffer();
      expect(await store.exists('limits/doc')).toBe(false);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
