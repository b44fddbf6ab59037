import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FsBlobStore } from './fs-blob-store.js';
import { putPdf, readBlob } from './read-blob.js';

let root: string;
let store: FsBlobStore;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rubrica-read-blob-'));
  store = new FsBlobStore(join(root, 'blobs'), {
    urlSecret: 'read-blob-spec-secret-0123456789abcdef',
    publicBaseUrl: 'http://127.0.0.1:1',
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('readBlob', () => {
  it('gives back every byte of a blob written in several chunks, in order', async () => {
    const parts = [Buffer.alloc(70_000, 1), Buffer.from('middle'), Buffer.alloc(3, 9)];
    await store.put('tests/read-blob/a.bin', Readable.from(parts));
    expect(await readBlob(store, 'tests/read-blob/a.bin')).toEqual(Buffer.concat(parts));
  });
});

describe('putPdf', () => {
  it('stores only the bytes of a view into a larger buffer, as a PDF', async () => {
    const whole = Buffer.from('xx%PDF-1.7 body%%EOFyy');
    const pdf = new Uint8Array(whole.buffer, whole.byteOffset + 2, whole.length - 4);

    const written = await putPdf(store, 'tests/read-blob/a.pdf', pdf);

    const expected = Buffer.from('%PDF-1.7 body%%EOF');
    expect(written.bytes).toEqual(expected);
    expect(written.size).toBe(expected.length);
    expect(written.sha256).toBe(createHash('sha256').update(expected).digest('hex'));
    expect(await readBlob(store, 'tests/read-blob/a.pdf')).toEqual(expected);
    expect((await store.stat('tests/read-blob/a.pdf')).contentType).toBe('application/pdf');
  });
});
