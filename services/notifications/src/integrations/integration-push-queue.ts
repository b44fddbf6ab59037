import type { OnModuleDestroy } from '@nestjs/common';
import type { JobQueue } from '@rubrica/jobs';

export interface IntegrationPushQueueSettings {
  REDIS_URL: string;
  JOBS_PREFIX?: string;
  INTEGRATION_PUSH_ATTEMPTS: number;
  INTEGRATION_PUSH_BACKOFF_MS: number;
}

/**
 * The producer side of `push-to-integration` jobs, opened on first use. A push is retried by
 * BullMQ (its attempts and exponential backoff), the last failure being final.
 */
export class IntegrationPushQueue implements OnModuleDestroy {
  private queue: Promise<JobQueue<'notifications'>> | undefined;

  constructor(private readonly settings: IntegrationPushQueueSettings) {}

  /** One job per push: enqueueing the same push twice is one job. */
  async push(pushId: string, delayMs?: number): Promise<void> {
    const { enqueue } = await import('@rubrica/jobs');
    await enqueue(
      await this.open(),
      'push-to-integration',
      { pushId },
      { jobId: `push-to-integration.${pushId}`, delay: delayMs },
    );
  }

  async onModuleDestroy(): Promise<void> {
    const queue = this.queue;
    this.queue = undefined;
    if (queue) await (await queue).close();
  }

  private open(): Promise<JobQueue<'notifications'>> {
    this.queue ??= import('@rubrica/jobs').then(({ createQueue }) =>
      createQueue('notifications', {
        redisUrl: this.settings.REDIS_URL,
        prefix: this.settings.JOBS_PREFIX,
        attempts: this.settings.INTEGRATION_PUSH_ATTEMPTS,
        backoffDelayMs: this.settings.INTEGRATION_PUSH_BACKOFF_MS,
      }),
    );
    return this.queue;
  }
}
