import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { EnqueueOptions, JobName, JobPayload, JobQueue, QueueName } from '@rubrica/jobs';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { FlowConfig } from './flow-config.js';

type Producers = { [Q in 'envelopes' | 'notifications']?: Promise<JobQueue<Q>> };

/**
 * Producer handles for the queues the flow feeds: its own `envelopes` queue (expirations,
 * reminders) and the notifications worker's `send-email`.
 */
@Injectable()
export class FlowQueues implements OnModuleDestroy {
  private readonly producers: Producers = {};

  constructor(@InjectEnvelopesConfig() private readonly config: FlowConfig) {}

  async add<Q extends 'envelopes' | 'notifications', J extends JobName<Q>>(
    queue: Q,
    job: J,
    payload: JobPayload<Q, J>,
    options: EnqueueOptions,
  ): Promise<void> {
    const { enqueue } = await import('@rubrica/jobs');
    await enqueue(await this.queue(queue), job, payload, options);
  }

  /** Removes a delayed or waiting job; one already running or gone is left alone. */
  async remove(queue: 'envelopes' | 'notifications', jobId: string): Promise<void> {
    const handle = await this.queue(queue);
    const job = await handle.bullQueue.getJob(jobId);
    if (!job) return;
    const state = await job.getState();
    if (state === 'delayed' || state === 'waiting' || state === 'prioritized') {
      await job.remove().catch(() => undefined);
    }
  }

  async queue<Q extends 'envelopes' | 'notifications'>(name: Q): Promise<JobQueue<Q>> {
    // Loaded on first use: BullMQ's ioredis must load after telemetry has started.
    const existing = this.producers[name] as Promise<JobQueue<Q>> | undefined;
    if (existing) return existing;
    const created = import('@rubrica/jobs').then(({ createQueue }) =>
      createQueue(name as QueueName, { redisUrl: this.config.REDIS_URL, prefix: this.config.JOBS_PREFIX }),
    ) as Promise<JobQueue<Q>>;
    (this.producers as Record<string, unknown>)[name] = created;
    return created;
  }

  async onModuleDestroy(): Promise<void> {
    for (const producer of Object.values(this.producers)) await (await producer).close();
  }
}
