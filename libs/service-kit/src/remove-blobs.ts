import { Logger } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';

const defaultLogger = new Logger('RemoveBlobs');

/**
 * Removes blobs that no row points at any more (each key once): after the rows that named them
 * are gone, or after the transaction that would have kept them failed. Best effort: a blob left
 * behind costs storage, never correctness, so a failure is logged and never reaches the caller.
 */
export async function removeBlobs(
  blobs: BlobStore,
  keys: Iterable<string>,
  logger: Pick<Logger, 'warn'> = defaultLogger,
): Promise<void> {
  for (const key of new Set(keys)) {
    try {
      await blobs.delete(key);
    } catch (error) {
      logger.warn(`could not remove blob ${key}: ${(error as Error).message}`);
    }
  }
}
