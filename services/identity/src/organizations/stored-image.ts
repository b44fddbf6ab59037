import type { Readable } from 'node:stream';
import type { BlobStore } from '@rubrica/blob';
import type { Response } from 'express';

/** A logo or avatar as the blob store holds it. */
export interface StoredImage {
  stream: Readable;
  contentType: string;
  size: number;
}

/** The image stored at `key`; `missing()` is thrown when there is no key or no blob behind it. */
export async function readStoredImage(
  blobs: BlobStore,
  key: string | null | undefined,
  missing: () => Error,
): Promise<StoredImage> {
  if (!key) throw missing();
  const stat = await blobs.stat(key).catch(() => null);
  if (!stat) throw missing();
  return {
    stream: await blobs.get(key),
    contentType: stat.contentType ?? 'application/octet-stream',
    size: stat.size,
  };
}

/** Streams `image` as the answer; members may keep it for five minutes. */
export function sendStoredImage(response: Response, image: StoredImage): void {
  response.set({
    'Content-Type': image.contentType,
    'Content-Length': String(image.size),
    'Cache-Control': 'private, max-age=300',
  });
  image.stream.pipe(response);
}
