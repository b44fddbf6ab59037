import type { BlobStore, PutBlobResult } from './blob-store.js';

/**
 * The whole blob in memory, for work that needs bytes rather than a stream (the PDF engine, the
 * image decoders, a multipart upload to an archive). Everything else should stream.
 */
export async function readBlob(blobs: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A PDF as written: what the store recorded, and the bytes themselves (for another digest). */
export interface PutPdfResult extends PutBlobResult {
  bytes: Buffer;
}

/**
 * Writes a PDF engine's output under `key` as `application/pdf`, its size declared. The output is
 * wrapped, not copied: it may be a view into a larger buffer.
 */
export async function putPdf(blobs: BlobStore, key: string, pdf: Uint8Array): Promise<PutPdfResult> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const stored = await blobs.put(key, bytes, { size: bytes.length, contentType: 'application/pdf' });
  return { ...stored, bytes };
}
