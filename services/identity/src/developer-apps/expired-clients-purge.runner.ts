import { Injectable } from '@nestjs/common';
import { PeriodicRunner } from '@rubrica/service-kit';
import { PurgeExpiredClientsUseCase } from './use-cases/purge-expired-clients/purge-expired-clients.use-case.js';

const EVERY_MS = 60 * 60 * 1000;

/** Runs the sandbox purge at start and then hourly, in the background. */
@Injectable()
export class ExpiredClientsPurgeRunner extends PeriodicRunner {
  constructor(private readonly purge: PurgeExpiredClientsUseCase) {
    super({ name: 'ExpiredClientsPurge', everyMs: EVERY_MS, atStart: true, failure: 'sandbox purge failed' });
  }

  protected async pass(): Promise<void> {
    const removed = await this.purge.execute();
    if (removed.length) this.logger.log(`removed ${removed.length} expired sandbox application(s)`);
  }
}
