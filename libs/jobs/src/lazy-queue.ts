// Types only at load: BullMQ is imported on first use, once telemetry has started and can trace it.
import type { CreateQueueOptions, JobQueue } from './create-queue.js';
import type { QueueName } from './queues.js';

/**
 * A producer's queue, opened on first use and closed with its owner (a provider's
 * `onModuleDestroy`). The options are read when it opens.
 */
export class LazyQueue<Q extends QueueName> {
  private queue: Promise<JobQueue<Q>> | undefined;

  constructor(
    private readonly name: Q,
    private readonly options: () => CreateQueueOptions,
  ) {}

  open(): Promise<JobQueue<Q>> {
    this.queue ??= import('./create-queue.js').then(({ createQueue }) =>
      createQueue(this.name, this.options()),
    );
    return this.queue;
  }

  /** Closes the queue if it was opened; a later `open` opens it again. */
  async close(): Promise<void> {
    const queue = this.queue;
    this.queue = undefined;
    if (queue) await (await queue).close();
  }
}
