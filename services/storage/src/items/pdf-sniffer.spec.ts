import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { PdfSniffer } from './pdf-sniffer.js';

const NOT_PDF = new Error('not a PDF');

/** Streams `chunks` through a sniffer; resolves with it, or rejects as the upload would. */
async function sniff(chunks: Array<string | Buffer>): Promise<PdfSniffer> {
  const sniffer = new PdfSniffer(() => NOT_PDF);
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), sniffer, sink);
  return sniffer;
}

describe('PdfSniffer', () => {
  it('accepts a PDF header at the start or after up to 1024 bytes of other data', async () => {
    expect((await sniff(['%PDF-1.7\n', 'rest'])).isPdf).toBe(true);
    expect((await sniff([' '.repeat(1024), '%PDF-1.4'])).isPdf).toBe(true);
  });

  it('finds a header split across chunks', async () => {
    expect((await sniff(['%P', 'DF-1.7'])).isPdf).toBe(true);
  });

  it('refuses a file without the header, or with it too far in', async () => {
    await expect(sniff(['hello world'])).rejects.toBe(NOT_PDF);
    await expect(sniff([' '.repeat(1025), '%PDF-1.4', 'x'.repeat(2000)])).rejects.toBe(NOT_PDF);
    await expect(sniff([])).rejects.toBe(NOT_PDF);
  });

  it('calls a file signed when it has a /ByteRange and a /Contents, even split across chunks', async () => {
    expect(
      (await sniff(['%PDF-1.7 << /Type /Sig /Byte', 'Range [0 1 2 3] /Cont', 'ents <00> >>'])).isSigned,
    ).toBe(true);
    expect((await sniff(['%PDF-1.7 << /Contents 4 0 R >>'])).isSigned).toBe(false);
    expect((await sniff(['%PDF-1.7 << /ByteRange [0 1 2 3] >>'])).isSigned).toBe(false);
  });
});
