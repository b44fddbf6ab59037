import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { EnqueueOptions, JobName, JobPayload, JobQueue } from '@rubrica/jobs';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { FlowConfig } from './flow-config.js';

type FlowQueue = 'envelopes' | 'notifications';

/**
 * Producer handles for the queues the flow feeds: its own `envelopes` queue (expirations,
 * reminders) and the notifications worker's `send-email`.
 */
@Injectable()
export class FlowQueues implements OnModuleDestroy {
  private readonly producers: { [Q in FlowQueue]: LazyQueue<Q> };

  constructor(@InjectEnvelopesConfig() config: FlowConfig) {
    const options = () => ({ redisUrl: config.REDIS_URL, prefix: config.JOBS_PREFIX });
    this.producers = {
      envelopes: new LazyQueue('envelopes', options),
      notifications: new LazyQueue('notifications', options),
    };
  }

  async add<Q extends FlowQueue, J extends JobName<Q>>(
    queue: Q,
    job: J,
    payload: JobPayload<Q, J>,
    options: EnqueueOptions,
  ): Promise<void> {
    await (this.producers[queue] as LazyQueue<Q>).enqueue(job, payload, options);
  }

  /** Removes a delayed or waiting job; one already running or gone is left alone. */
  async remove(queue: FlowQueue, jobId: string): Promise<void> {
    const handle = await this.queue(queue);
    const job = await handle.bullQueue.getJob(jobId);
    if (!job) return;
    const state = await job.getState();
    if (state === 'delayed' || state === 'waiting' || state === 'prioritized') {
      await job.remove().catch(() => undefined);
    }
  }

  /** The queue's producer, opened on first use (BullMQ's ioredis must load after telemetry has started). */
  queue<Q extends FlowQueue>(name: Q): Promise<JobQueue<Q>> {
    return (this.producers[name] as LazyQueue<Q>).open();
  }

  async onModuleDestroy(): Promise<void> {
    for (const producer of Object.values(this.producers)) await producer.close();
  }
}
