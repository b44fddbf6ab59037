// Types only at load: BullMQ is imported on first use, once telemetry has started and can trace it.
import type { CreateQueueOptions, JobQueue } from './create-queue.js';
import type { EnqueueOptions } from './enqueue.js';
import type { JobName, JobPayload, QueueName } from './queues.js';

/**
 * A producer's queue, opened on first use and closed with its owner (a provider's
 * `onModuleDestroy`). The options are read when it opens.
 */
export class LazyQueue<Q extends QueueName> {
  private queue: Promise<JobQueue<Q>> | undefined;
  private enqueueModule: Promise<typeof import('./enqueue.js')> | undefined;

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

  /**
   * Adds a job as `enqueue` does, opening the queue first. The module is imported once: each
   * `import()` of it, loaded or not, is another round through the loader's hooks.
   */
  async enqueue<J extends JobName<Q>>(
    job: J,
    payload: JobPayload<Q, J>,
    options: EnqueueOptions,
  ): Promise<void> {
    this.enqueueModule ??= import('./enqueue.js');
    const [queue, { enqueue }] = await Promise.all([this.open(), this.enqueueModule]);
    await enqueue(queue, job, payload, options);
  }

  /** Closes the queue if it was opened; a later `open` opens it again. */
  async close(): Promise<void> {
    const queue = this.queue;
    this.queue = undefined;
    if (queue) await (await queue).close();
  }
}
