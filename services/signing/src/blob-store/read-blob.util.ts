import type { BlobStore } from '@rubrica/blob';

/** The whole blob in memory: the PDF engine and the image decoders work on bytes, not streams. */
export async function readBlob(blobs: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
