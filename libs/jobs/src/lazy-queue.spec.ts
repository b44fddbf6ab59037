import { resolveTestServices } from '@rubrica/testing';
import { LazyQueue } from './lazy-queue.js';

describe('LazyQueue', () => {
  it('opens the queue once, on first use, and opens it again after closing', async () => {
    const { redisUrl } = await resolveTestServices();
    let reads = 0;
    const lazy = new LazyQueue('maintenance', () => {
      reads += 1;
      return { redisUrl, prefix: `lazy-queue-spec-${process.pid}` };
    });
    expect(reads).toBe(0);
    const first = await lazy.open();
    expect(await lazy.open()).toBe(first);
    expect(first.name).toBe('maintenance');
    expect(reads).toBe(1);
    await lazy.close();
    const second = await lazy.open();
    expect(second).not.toBe(first);
    expect(reads).toBe(2);
    await lazy.close();
  });

  it('enqueues through the queue it opens, once per job id', async () => {
    const { redisUrl } = await resolveTestServices();
    const lazy = new LazyQueue('maintenance', () => ({
      redisUrl,
      prefix: `lazy-queue-enqueue-spec-${process.pid}`,
    }));
    await lazy.enqueue('reconcile', { service: 'signing' }, { jobId: 'reconcile-signing', delay: 60_000 });
    await lazy.enqueue('reconcile', { service: 'storage' }, { jobId: 'reconcile-signing', delay: 60_000 });
    const queue = await lazy.open();
    const job = await queue.bullQueue.getJob('reconcile-signing');
    expect(job?.data.payload).toEqual({ service: 'signing' });
    expect(await queue.bullQueue.getDelayedCount()).toBe(1);
    await queue.bullQueue.obliterate({ force: true });
    await lazy.close();
  });

  it('closes without opening when it was never used', async () => {
    const lazy = new LazyQueue('maintenance', () => {
      throw new Error('not to be opened');
    });
    await expect(lazy.close()).resolves.toBeUndefined();
  });
});
