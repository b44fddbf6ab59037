import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly store: OidcStore) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), EVERY_TEN_MINUTES);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; returns how many rows went. */
  async runOnce(): Promise<number> {
    let deleted = 0;
    const pass = this.store.deleteExpired().then(
      (count) => {
        deleted = count;
        if (count) this.logger.log(`deleted ${count} expired authorization rows`);
      },
      (error: Error) => this.logger.warn(`cleanup of expired authorization rows failed: ${error.message}`),
    );
    this.running = pass;
    await pass;
    return deleted;
  }
}
