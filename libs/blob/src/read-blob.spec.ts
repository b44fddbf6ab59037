import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FsBlobStore } from './fs-blob-store.js';
import { readBlob } from './read-blob.js';

describe('readBlob', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rubrica-read-blob-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('gives back every byte of a blob written in several chunks, in order', async () => {
    const store = new FsBlobStore(join(root, 'blobs'), {
      urlSecret: 'read-blob-spec-secret-0123456789abcdef',
      publicBaseUrl: 'http://127.0.0.1:1',
    });
    const parts = [Buffer.alloc(70_000, 1), Buffer.from('middle'), Buffer.alloc(3, 9)];
    await store.put('tests/read-blob/a.bin', Readable.from(parts));
    expect(await readBlob(store, 'tests/read-blob/a.bin')).toEqual(Buffer.concat(parts));
  });
});
