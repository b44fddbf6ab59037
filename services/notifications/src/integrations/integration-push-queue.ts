import type { OnModuleDestroy } from '@nestjs/common';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';

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
  private readonly queue: LazyQueue<'notifications'>;

  constructor(settings: IntegrationPushQueueSettings) {
    this.queue = new LazyQueue('notifications', () => ({
      redisUrl: settings.REDIS_URL,
      prefix: settings.JOBS_PREFIX,
      attempts: settings.INTEGRATION_PUSH_ATTEMPTS,
      backoffDelayMs: settings.INTEGRATION_PUSH_BACKOFF_MS,
    }));
  }

  /** One job per push: enqueueing the same push twice is one job. */
  async push(pushId: string, delayMs?: number): Promise<void> {
    await this.queue.enqueue(
      'push-to-integration',
      { pushId },
      { jobId: `push-to-integration.${pushId}`, delay: delayMs },
    );
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
