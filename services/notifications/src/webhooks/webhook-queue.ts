import type { OnModuleDestroy } from '@nestjs/common';
import type { JobQueue } from '@rubrica/jobs';

export interface WebhookQueueSettings {
  REDIS_URL: string;
  JOBS_PREFIX?: string;
}

/**
 * The producer side of `deliver-webhook` jobs, opened on first use (after telemetry has started).
 * Retries are scheduled by the delivery itself (its own backoff over a day), so BullMQ's attempts
 * only cover a job that ran before its delivery's row was committed.
 */
export class WebhookQueue implements OnModuleDestroy {
  private queue: Promise<JobQueue<'notifications'>> | undefined;

  constructor(private readonly settings: WebhookQueueSettings) {}

  /** `key` tells apart the jobs of one delivery (its attempt, a wait); the same key twice is one job. */
  async deliver(deliveryId: string, key: string, delayMs?: number): Promise<void> {
    const { enqueue } = await import('@rubrica/jobs');
    await enqueue(
      await this.open(),
      'deliver-webhook',
      { deliveryId },
      {
        jobId: `deliver-webhook.${deliveryId}.${key}`,
        delay: delayMs === undefined ? undefined : Math.round(delayMs),
      },
    );
  }

  async onModuleDestroy(): Promise<void> {
    const queue = this.queue;
    this.queue = undefined;
    if (queue) await (await queue).close();
  }

  private open(): Promise<JobQueue<'notifications'>> {
    this.queue ??= import('@rubrica/jobs').then(({ createQueue }) =>
      createQueue('notifications', { redisUrl: this.settings.REDIS_URL, prefix: this.settings.JOBS_PREFIX }),
    );
    return this.queue;
  }
}
