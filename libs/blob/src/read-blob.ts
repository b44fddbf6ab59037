import type { BlobStore } from './blob-store.js';

/**
 * The whole blob in memory, for work that needs bytes rather than a stream (the PDF engine, the
 * image decoders, a multipart upload to an archive). Everything else should stream.
 */
export async function readBlob(blobs: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
