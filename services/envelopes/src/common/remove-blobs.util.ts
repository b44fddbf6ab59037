import { Logger } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';

const logger = new Logger('RemoveBlobs');

/**
 * Removes blobs after the rows that pointed at them are gone. Best effort: a blob left behind
 * costs storage, never correctness, since nothing refers to it any more.
 */
export async function removeBlobs(blobs: BlobStore, keys: string[]): Promise<void> {
  for (const key of new Set(keys)) {
    try {
      await blobs.delete(key);
    } catch (error) {
      logger.warn(`Could not remove blob ${key}: ${(error as Error).message}`);
    }
  }
}
