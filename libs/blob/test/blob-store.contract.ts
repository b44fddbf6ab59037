import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '@rubrica/errors';
import type { BlobStore } from '@rubrica/blob';
import { runChildMeasurement } from '@rubrica/testing';
import { generatedBodySha256 } from './streaming-body.js';
import type { ProbedStore, StreamingProbeInput, StreamingProbeOutput } from './streaming-probe.child.js';

export interface BlobStoreFixture {
  store: BlobStore;
  /** The same storage as `store`, described so that a child process can open its own client. */
  probed: ProbedStore;
  close(): Promise<void>;
}

const MB = 1024 * 1024;
const STREAMING_PROBE = new URL('./streaming-probe.child.ts', import.meta.url);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

async function expectAppError(promise: Promise<unknown>, code: string, status: number): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, status });
}

async function keys(store: BlobStore, prefix: string) {
  const entries = [];
  for await (const entry of store.list(prefix)) entries.push(entry);
  return entries;
}

/** Listing order is the driver's (s3rver does not sort as S3 does); compare sorted. */
async function sortedKeys(store: BlobStore, prefix: string) {
  return (await keys(store, prefix)).sort((x, y) => Buffer.compare(Buffer.from(x.key), Buffer.from(y.key)));
}

/** A body that sends some bytes, then fails as a dropped upload would. */
function failingBody(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(1024, 1));
      } else {
        this.destroy(new Error('client went away'));
      }
    },
  });
}

/**
 * The behaviour every `BlobStore` driver must have, run against each one with the same tests.
 * `factory` gives a store on empty, private storage and a way to dispose of it.
 */
export function describeBlobStoreContract(name: string, factory: () => Promise<BlobStoreFixture>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let fixture: BlobStoreFixture;
    let store: BlobStore;
    let counter = 0;
    /** A fresh key space per test, so tests never see each other's blobs. */
    const space = () => `t${++counter}-${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      fixture = await factory();
      store = fixture.store;
    });

    afterAll(async () => {
      await fixture?.close();
    });

    it('stores a buffer and returns its key, size and sha256', async () => {
      const key = `${space()}/doc.pdf`;
      const body = Buffer.from('%PDF-1.7 hello');
      const result = await store.put(key, body, { contentType: 'application/pdf' });
      expect(result).toEqual({ key, size: body.length, sha256: sha256(body) });
      expect(await readAll(await store.get(key))).toEqual(body);
    });

    it('streams a body of unknown size and records its hash and content type', async () => {
      const key = `${space()}/streamed.bin`;
      const parts = [Buffer.alloc(70_000, 1), Buffer.alloc(10, 2), Buffer.alloc(5000, 3)];
      const whole = Buffer.concat(parts);
      const result = await store.put(key, Readable.from(parts), { contentType: 'image/png' });
      expect(result).toEqual({ key, size: whole.length, sha256: sha256(whole) });
      const info = await store.stat(key);
      expect(info).toMatchObject({ size: whole.length, contentType: 'image/png', sha256: sha256(whole) });
      expect(Math.abs(info.updatedAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
      expect(await readAll(await store.get(key))).toEqual(whole);
    });

    it('stores an empty body', async () => {
      const key = `${space()}/empty`;
      expect(await store.put(key, Buffer.alloc(0))).toEqual({ key, size: 0, sha256: sha256('') });
      expect((await store.stat(key)).size).toBe(0);
      expect(await readAll(await store.get(key))).toEqual(Buffer.alloc(0));
    });

    it('defaults the content type to application/octet-stream', async () => {
      const key = `${space()}/untyped`;
      await store.put(key, Buffer.from('x'));
      expect((await store.stat(key)).contentType).toBe('application/octet-stream');
    });

    it('overwrites a key with the new body, hash and content type', async () => {
      const key = `${space()}/doc`;
      await store.put(key, Buffer.from('first version'), { contentType: 'text/plain' });
      await store.put(key, Readable.from([Buffer.from('second')]), {
        size: 6,
        contentType: 'application/json',
      });
      expect((await readAll(await store.get(key))).toString()).toBe('second');
      expect(await store.stat(key)).toMatchObject({
        size: 6,
        sha256: sha256('second'),
        contentType: 'application/json',
      });
      expect(await keys(store, key)).toEqual([{ key, size: 6 }]);
    });

    it('rejects a body that does not have the declared size and leaves the key untouched', async () => {
      const key = `${space()}/sized`;
      await expectAppError(
        store.put(key, Readable.from([Buffer.from('12345')]), { size: 9 }),
        'blob.size_mismatch',
        422,
      );
      await expectAppError(
        store.put(key, Readable.from([Buffer.from('12345')]), { size: 2 }),
        'blob.size_mismatch',
        422,
      );
      await expectAppError(store.put(key, Buffer.from('12345'), { size: 4 }), 'blob.size_mismatch', 422);
      expect(await store.exists(key)).toBe(false);

      await store.put(key, Buffer.from('kept'));
      await expectAppError(
        store.put(key, Readable.from([Buffer.from('12345')]), { size: 9 }),
        'blob.size_mismatch',
        422,
      );
      expect((await readAll(await store.get(key))).toString()).toBe('kept');
    });

    it('keeps the previous version when an upload fails midway, and shows no partial blob', async () => {
      const prefix = space();
      const key = `${prefix}/doc`;
      await store.put(key, Buffer.from('complete'));
      await expect(store.put(key, failingBody())).rejects.toThrow('client went away');
      await expect(store.put(`${prefix}/new`, failingBody(), { size: 4096 })).rejects.toThrow(
        'client went away',
      );
      expect((await readAll(await store.get(key))).toString()).toBe('complete');
      expect(await store.stat(key)).toMatchObject({ size: 8, sha256: sha256('complete') });
      expect(await store.exists(`${prefix}/new`)).toBe(false);
      expect(await keys(store, prefix)).toEqual([{ key, size: 8 }]);
    });

    it('reads inclusive byte ranges and clamps an end past the last byte', async () => {
      const key = `${space()}/range`;
      await store.put(key, Buffer.from('0123456789'));
      const read = async (start?: number, end?: number) =>
        (await readAll(await store.get(key, { start, end }))).toString();
      expect(await read(2, 5)).toBe('2345');
      expect(await read(7)).toBe('789');
      expect(await read(undefined, 2)).toBe('012');
      expect(await read(1, 1)).toBe('1');
      expect(await read(8, 100)).toBe('89');
      expect(await read(0)).toBe('0123456789');
    });

    it('rejects ranges that start past the end or are malformed', async () => {
      const key = `${space()}/range`;
      await store.put(key, Buffer.from('0123456789'));
      await expectAppError(store.get(key, { start: 10 }), 'blob.invalid_range', 422);
      await expectAppError(store.get(key, { start: 5, end: 3 }), 'blob.invalid_range', 422);
      await expectAppError(store.get(key, { start: -1 }), 'blob.invalid_range', 422);
      await expectAppError(store.get(key, { start: 1.5 }), 'blob.invalid_range', 422);
    });

    it('reports a missing key as a 404 blob.not_found', async () => {
      const key = `${space()}/missing`;
      await expectAppError(store.get(key), 'blob.not_found', 404);
      await expectAppError(store.get(key, { start: 1, end: 2 }), 'blob.not_found', 404);
      await expectAppError(store.stat(key), 'blob.not_found', 404);
      expect(await store.exists(key)).toBe(false);
    });

    it('deletes a blob, and deleting an absent key succeeds', async () => {
      const key = `${space()}/gone`;
      await store.put(key, Buffer.from('bye'));
      expect(await store.exists(key)).toBe(true);
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await expectAppError(store.get(key), 'blob.not_found', 404);
      await expect(store.delete(key)).resolves.toBeUndefined();
      await expect(store.delete(`${space()}/never-existed`)).resolves.toBeUndefined();
    });

    it('lists the keys under a prefix with their sizes', async () => {
      const prefix = space();
      const bodies: Record<string, string> = {
        [`${prefix}/b/2`]: 'bb',
        [`${prefix}/a-c`]: 'ccc',
        [`${prefix}/a/1`]: 'a',
        [`${prefix}/ab`]: 'abab',
        [`${prefix}/a/2/deep`]: 'deep!',
      };
      for (const [key, body] of Object.entries(bodies)) await store.put(key, Buffer.from(body));
      await store.put(`${prefix}x/outside`, Buffer.from('no'));

      const expected = Object.keys(bodies)
        .sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)))
        .map((key) => ({ key, size: bodies[key].length }));
      expect(await sortedKeys(store, `${prefix}/`)).toEqual(expected);
      expect((await sortedKeys(store, `${prefix}/a`)).map((entry) => entry.key)).toEqual([
        `${prefix}/a-c`,
        `${prefix}/a/1`,
        `${prefix}/a/2/deep`,
        `${prefix}/ab`,
      ]);
      expect((await sortedKeys(store, `${prefix}/a/`)).map((entry) => entry.key)).toEqual([
        `${prefix}/a/1`,
        `${prefix}/a/2/deep`,
      ]);
      expect(await keys(store, `${prefix}/nothing`)).toEqual([]);
      const everything = (await keys(store, '')).map((entry) => entry.key);
      expect(everything).toEqual(expect.arrayContaining([...Object.keys(bodies), `${prefix}x/outside`]));
      expect(everything.every((key) => !key.startsWith('.'))).toBe(true);
    });

    it('rejects unsafe keys with a 422 blob.invalid_key on every operation', async () => {
      const bad = [
        '',
        '../etc/passwd',
        'a/../b',
        '/abs/path',
        'a//b',
        'a/',
        './a',
        'a/.hidden',
        'a\\b',
        'a\u0000b',
        'x'.repeat(1025),
      ];
      for (const key of bad) {
        await expectAppError(store.put(key, Buffer.from('x')), 'blob.invalid_key', 422);
        await expectAppError(store.get(key), 'blob.invalid_key', 422);
        await expectAppError(store.stat(key), 'blob.invalid_key', 422);
        await expectAppError(store.exists(key), 'blob.invalid_key', 422);
        await expectAppError(store.delete(key), 'blob.invalid_key', 422);
        await expectAppError(store.presignedGetUrl(key, { expiresInSeconds: 60 }), 'blob.invalid_key', 422);
        await expectAppError(store.presignedPutUrl(key, { expiresInSeconds: 60 }), 'blob.invalid_key', 422);
      }
      await expect(keys(store, '../')).rejects.toMatchObject({ code: 'blob.invalid_key' });
      await expect(keys(store, '/abs')).rejects.toMatchObject({ code: 'blob.invalid_key' });
    });

    it('serves a blob through a presigned GET URL', async () => {
      const key = `${space()}/signed file (1).pdf`;
      await store.put(key, Buffer.from('%PDF signed'), { contentType: 'application/pdf' });
      const url = await store.presignedGetUrl(key, { expiresInSeconds: 300 });
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(await response.text()).toBe('%PDF signed');

      const missing = await fetch(
        await store.presignedGetUrl(`${space()}/missing`, { expiresInSeconds: 300 }),
      );
      expect(missing.status).toBe(404);
      await missing.arrayBuffer();
    });

    it('accepts an upload through a presigned PUT URL', async () => {
      const key = `${space()}/uploaded.pdf`;
      const url = await store.presignedPutUrl(key, { expiresInSeconds: 300 });
      const body = Buffer.from('%PDF uploaded by a browser');
      const response = await fetch(url, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      expect(await readAll(await store.get(key))).toEqual(body);
      const info = await store.stat(key);
      expect(info).toMatchObject({ size: body.length, contentType: 'application/pdf' });
      // Drivers that record the hash on this path must record the right one.
      if (info.sha256 !== undefined) expect(info.sha256).toBe(sha256(body));
    });

    it('streams a 25 MB body through put and get without ever holding it in memory', async () => {
      const size = 25 * MB;
      const key = `${space()}/large.pdf`;
      const expectedHash = generatedBodySha256(size);
      // Measured in a process of its own: the rest of a parallel run can neither grow that heap
      // nor slow its forced collections.
      const measured = await runChildMeasurement<StreamingProbeInput, StreamingProbeOutput>(STREAMING_PROBE, {
        mode: 'store',
        store: fixture.probed,
        key,
        size,
      });
      expect(measured.put).toEqual({ key, size, sha256: expectedHash });
      expect(measured.bytesRead).toBe(size);
      expect(measured.sha256Read).toBe(expectedHash);
      // What the child wrote is there for this process's client too.
      expect(await store.stat(key)).toMatchObject({ size, sha256: expectedHash });

      // Holding the body whole would show as 25 MB or more at the later samples.
      expect(measured.writingPeak).toBeLessThan(8 * MB);
      expect(measured.readingPeak).toBeLessThan(8 * MB);
      await store.delete(key);
    });
  });
}
