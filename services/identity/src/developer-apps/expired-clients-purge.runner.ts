import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask } from '@rubrica/service-kit';
import { PurgeExpiredClientsUseCase } from './use-cases/purge-expired-clients/purge-expired-clients.use-case.js';

const EVERY_MS = 60 * 60 * 1000;

/** Runs the sandbox purge at start and then hourly, in the background. */
@Injectable()
export class ExpiredClientsPurgeRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ExpiredClientsPurge');
  private readonly task = new PeriodicTask({
    everyMs: EVERY_MS,
    atStart: true,
    run: async () => {
      const removed = await this.purge.execute();
      if (removed.length) this.logger.log(`removed ${removed.length} expired sandbox application(s)`);
    },
    logger: this.logger,
    failure: 'sandbox purge failed',
  });

  constructor(private readonly purge: PurgeExpiredClientsUseCase) {}

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }
}
