import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask } from '@rubrica/service-kit';
import { OidcStore } from './oidc-store.js';

const EVERY_TEN_MINUTES = 10 * 60 * 1000;

/**
 * Deletes expired authorization-server rows (codes, tokens, sessions, interactions) now and then.
 * Expired rows are already ignored by every lookup; this only keeps the table small. Replicas
 * running it at once is harmless.
 */
@Injectable()
export class OidcCleanupRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OidcCleanup');
  private readonly task = new PeriodicTask({
    everyMs: EVERY_TEN_MINUTES,
    run: () => this.runOnce(),
    logger: this.logger,
    failure: 'cleanup of expired authorization rows failed',
  });

  constructor(private readonly store: OidcStore) {}

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; returns how many rows went (0 when the pass failed, which is logged). */
  async runOnce(): Promise<number> {
    try {
      const deleted = await this.store.deleteExpired();
      if (deleted) this.logger.log(`deleted ${deleted} expired authorization rows`);
      return deleted;
    } catch (error) {
      this.logger.warn(`cleanup of expired authorization rows failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
