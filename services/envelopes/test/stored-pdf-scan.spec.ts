// The upload's one pass over a stored PDF (scanStoredPdf), read in chunks of every size a blob
// store may hand over: the object syntax lands at its own offsets and stream data does not, so the
// parser reads the document's pages from it; what it finds never depends on where chunks split.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDF } from '@libpdf/core';
import type { BlobStore } from '@rubrica/blob';
import { isAppError } from '@rubrica/errors';
import { scanStoredPdf, WHOLE_KEPT_BYTES } from '../src/documents/stored-pdf-scan.js';
import { activeContentPdf, imagePdf } from './active-content-support.js';

/** A blob store holding `bytes`, streamed in chunks of `chunkSize`. */
function storeOf(bytes: Buffer, chunkSize: number): BlobStore {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  return { get: async () => Readable.from(chunks) } as unknown as BlobStore;
}

const CHUNK_SIZES = [1, 7, 1000, 64 * 1024];

describe('scanning a stored PDF', () => {
  it.each(CHUNK_SIZES)(
    'leaves stream data out of the image and keeps every dictionary (chunks of %i bytes)',
    async (chunkSize) => {
      const data = randomBytes(4 * chunkSize + 4096);
      const pdf = await imagePdf(data, { useObjectStreams: false });
      const scan = await scanStoredPdf(storeOf(pdf, chunkSize), 'k', pdf.length);

      expect(scan.size).toBe(pdf.length);
      expect(scan.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
      const dataAt = pdf.indexOf(data);
      // Copied at most: the chunk its keyword was found in and a keyword's length of the next one,
      // and the few bytes read again with the chunk that ends it.
      const imageData = scan.image.subarray(dataAt + chunkSize + 16, dataAt + data.length - 16);
      expect(imageData.some((byte) => byte !== 0)).toBe(false);
      // Everything from the data's "endstream" on is there, byte for byte.
      const after = pdf.indexOf('endstream', dataAt + data.length, 'latin1');
      expect(scan.image.subarray(after).equals(pdf.subarray(after))).toBe(true);
      const page = (await PDF.load(scan.image)).getPages();
      expect(page.map(({ width, height }) => [width, height])).toEqual([[300, 500]]);
    },
  );

  it.each(CHUNK_SIZES)(
    'copies object and cross-reference streams, where the pages are (chunks of %i bytes)',
    async (chunkSize) => {
      const pdf = await imagePdf(randomBytes(2 * chunkSize + 4096), { useObjectStreams: true });
      const scan = await scanStoredPdf(storeOf(pdf, chunkSize), 'k', pdf.length);
      const loaded = await PDF.load(scan.image);
      expect(loaded.recoveredViaBruteForce).toBe(false);
      expect(loaded.getPages().map(({ width }) => width)).toEqual([300]);
    },
  );

  it.each([7, 64 * 1024])(
    'keeps a small file whole for the tag search, and not a larger one (chunks of %i bytes)',
    async (chunkSize) => {
      const small = await imagePdf(randomBytes(4096), { useObjectStreams: false });
      const kept = await scanStoredPdf(storeOf(small, chunkSize), 'k', small.length);
      expect(kept.whole?.equals(small)).toBe(true);
      const large = await imagePdf(randomBytes(WHOLE_KEPT_BYTES), { useObjectStreams: false });
      const scanned = await scanStoredPdf(storeOf(large, chunkSize), 'k', large.length);
      expect(scanned.size).toBe(large.length);
      expect(scanned.whole).toBeUndefined();
    },
  );

  it.each(CHUNK_SIZES)('finds active content named in the syntax (chunks of %i bytes)', async (chunkSize) => {
    const pdf = await activeContentPdf(['launch-action']);
    const scan = await scanStoredPdf(storeOf(pdf, chunkSize), 'k', pdf.length);
    expect(scan.mentionsActiveContent).toBe(true);
  });

  it.each(CHUNK_SIZES)(
    'skips names that stream data spells by chance (chunks of %i bytes)',
    async (chunkSize) => {
      const pdf = await imagePdf(
        Buffer.concat([randomBytes(5000), Buffer.from('/JavaScript /Launch'), randomBytes(5000)]),
        { useObjectStreams: false },
      );
      const scan = await scanStoredPdf(storeOf(pdf, chunkSize), 'k', pdf.length);
      expect(scan.mentionsActiveContent).toBe(false);
    },
  );

  it.each(CHUNK_SIZES)('finds "/Encrypt" anywhere in the file (chunks of %i bytes)', async (chunkSize) => {
    const plain = await imagePdf(randomBytes(2000), { useObjectStreams: false });
    const named = await imagePdf(Buffer.concat([randomBytes(2000), Buffer.from('/Encrypt')]), {
      useObjectStreams: false,
    });
    expect((await scanStoredPdf(storeOf(plain, chunkSize), 'k', plain.length)).mentionsEncrypt).toBe(false);
    expect((await scanStoredPdf(storeOf(named, chunkSize), 'k', named.length)).mentionsEncrypt).toBe(true);
  });

  it('refuses a stored file longer than its recorded size', async () => {
    const pdf = await imagePdf(randomBytes(2000), { useObjectStreams: false });
    const refusal = await scanStoredPdf(storeOf(pdf, 1000), 'k', pdf.length - 1).catch(
      (error: unknown) => error,
    );
    expect(isAppError(refusal) && refusal.code).toBe('document.unreadable');
  });
});
