import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import type { SigningWorkerConfig } from '../signing.config.js';
import { InjectSigningConfig } from '../signing-config.module.js';
import { TimestampAuthority } from '../timestamps/timestamp-authority.client.js';

const SCHEDULER_ID = 'retimestamp-archive';

/**
 * Registers the repeating `retimestamp-archive` job once per deployment (a stable scheduler id,
 * kept in Redis, so every worker replica upserts the same schedule and it survives restarts).
 * Without a timestamp authority there is nothing to stamp with: the schedule is removed.
 */
@Injectable()
export class ArchiveScheduleRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly queue: LazyQueue<'signing'>;

  constructor(
    private readonly authority: TimestampAuthority,
    @InjectSigningConfig() private readonly config: SigningWorkerConfig,
  ) {
    this.queue = new LazyQueue('signing', () => ({ redisUrl: config.REDIS_URL, prefix: config.JOBS_PREFIX }));
  }

  async onApplicationBootstrap(): Promise<void> {
    const queue = await this.queue.open();
    if (!this.authority.settings) {
      await queue.bullQueue.removeJobScheduler(SCHEDULER_ID);
      return;
    }
    await queue.bullQueue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: this.config.ARCHIVE_RETIMESTAMP_EVERY_MS },
      { name: 'retimestamp-archive', data: { payload: { trigger: 'schedule' }, trace: {} } },
    );
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
