import { Injectable } from '@nestjs/common';
import { PeriodicRunner } from '@rubrica/service-kit';
import { OidcStore } from './oidc-store.js';

const EVERY_TEN_MINUTES = 10 * 60 * 1000;
const FAILURE = 'cleanup of expired authorization rows failed';

/**
 * Deletes expired authorization-server rows (codes, tokens, sessions, interactions) now and then.
 * Expired rows are already ignored by every lookup; this only keeps the table small. Replicas
 * running it at once is harmless.
 */
@Injectable()
export class OidcCleanupRunner extends PeriodicRunner {
  constructor(private readonly store: OidcStore) {
    super({ name: 'OidcCleanup', everyMs: EVERY_TEN_MINUTES, failure: FAILURE });
  }

  protected pass(): Promise<number> {
    return this.runOnce();
  }

  /** One pass; returns how many rows went (0 when the pass failed, which is logged). */
  async runOnce(): Promise<number> {
    try {
      const deleted = await this.store.deleteExpired();
      if (deleted) this.logger.log(`deleted ${deleted} expired authorization rows`);
      return deleted;
    } catch (error) {
      this.logger.warn(`${FAILURE}: ${(error as Error).message}`);
      return 0;
    }
  }
}
