import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PurgeExpiredClientsUseCase } from './use-cases/purge-expired-clients/purge-expired-clients.use-case.js';

const EVERY_MS = 60 * 60 * 1000;

/** Runs the sandbox purge at start and then hourly, in the background. */
@Injectable()
export class ExpiredClientsPurgeRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ExpiredClientsPurge');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly purge: PurgeExpiredClientsUseCase) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.purge
      .execute()
      .then((removed) => {
        if (removed.length) this.logger.log(`removed ${removed.length} expired sandbox application(s)`);
      })
      .catch((error: unknown) => this.logger.warn(`sandbox purge failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = undefined;
      });
  }
}
