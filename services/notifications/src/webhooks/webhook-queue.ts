import type { OnModuleDestroy } from '@nestjs/common';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';

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
  private readonly queue: LazyQueue<'notifications'>;

  constructor(settings: WebhookQueueSettings) {
    this.queue = new LazyQueue('notifications', () => ({
      redisUrl: settings.REDIS_URL,
      prefix: settings.JOBS_PREFIX,
    }));
  }

  /** `key` tells apart the jobs of one delivery (its attempt, a wait); the same key twice is one job. */
  async deliver(deliveryId: string, key: string, delayMs?: number): Promise<void> {
    await this.queue.enqueue(
      'deliver-webhook',
      { deliveryId },
      {
        jobId: `deliver-webhook.${deliveryId}.${key}`,
        delay: delayMs === undefined ? undefined : Math.round(delayMs),
      },
    );
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
