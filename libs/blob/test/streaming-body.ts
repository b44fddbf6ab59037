import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

const CHUNK = 64 * 1024;

function chunkAt(index: number, length: number): Buffer {
  // Varied bytes per chunk so a reordered or repeated chunk changes the hash.
  const chunk = Buffer.alloc(length, index % 251);
  chunk.writeUInt32BE(index, 0);
  return chunk;
}

/**
 * A body of `size` bytes made chunk by chunk on demand: at no time does the whole body exist,
 * so whatever memory a test sees held is held by the code under test.
 */
export function generatedBody(size: number, onProgress?: (produced: number) => void): Readable {
  let produced = 0;
  let index = 0;
  return new Readable({
    highWaterMark: CHUNK,
    read() {
      if (produced >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(CHUNK, size - produced);
      produced += length;
      onProgress?.(produced);
      this.push(length >= 4 ? chunkAt(index++, length) : Buffer.alloc(length, 7));
    },
  });
}

export function generatedBodySha256(size: number): string {
  const hash = createHash('sha256');
  for (let produced = 0, index = 0; produced < size; index++) {
    const length = Math.min(CHUNK, size - produced);
    hash.update(length >= 4 ? chunkAt(index, length) : Buffer.alloc(length, 7));
    produced += length;
  }
  return hash.digest('hex');
}
