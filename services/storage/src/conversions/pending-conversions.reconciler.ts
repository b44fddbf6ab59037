import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { StorageWorkerConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';
import { ReconcileConversionsUseCase } from './use-cases/reconcile-conversions/reconcile-conversions.use-case.js';

/** Runs the reconciliation every CONVERSION_RECONCILE_INTERVAL_MS in the worker process. */
@Injectable()
export class PendingConversionsReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PendingConversions');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly reconcile: ReconcileConversionsUseCase,
    @InjectStorageConfig() private readonly config: StorageWorkerConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      // One run at a time: a slow run is not stacked on.
      this.running ??= this.reconcile
        .execute()
        .catch((error: unknown) => this.logger.warn(`reconciliation failed: ${(error as Error).message}`))
        .finally(() => (this.running = undefined));
    }, this.config.CONVERSION_RECONCILE_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
