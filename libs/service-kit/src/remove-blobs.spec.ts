import type { BlobStore } from '@rubrica/blob';
import { removeBlobs } from './remove-blobs.js';

describe('removeBlobs', () => {
  it('removes each key once and logs a failed removal instead of throwing it', async () => {
    const removed: string[] = [];
    const blobs = {
      delete: async (key: string) => {
        if (key === 'broken') throw new Error('disk gone');
        removed.push(key);
      },
    } as unknown as BlobStore;
    const warnings: string[] = [];
    await removeBlobs(blobs, ['a', 'broken', 'a', 'b'], {
      warn: (message: string) => warnings.push(message),
    });
    expect(removed).toEqual(['a', 'b']);
    expect(warnings).toEqual(['could not remove blob broken: disk gone']);
  });
});
