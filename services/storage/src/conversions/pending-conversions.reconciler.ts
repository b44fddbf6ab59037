import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask } from '@rubrica/service-kit';
import type { StorageWorkerConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';
import { ReconcileConversionsUseCase } from './use-cases/reconcile-conversions/reconcile-conversions.use-case.js';

/** Runs the reconciliation every CONVERSION_RECONCILE_INTERVAL_MS in the worker process. */
@Injectable()
export class PendingConversionsReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: PeriodicTask;

  constructor(reconcile: ReconcileConversionsUseCase, @InjectStorageConfig() config: StorageWorkerConfig) {
    this.task = new PeriodicTask({
      everyMs: config.CONVERSION_RECONCILE_INTERVAL_MS,
      run: () => reconcile.execute(),
      logger: new Logger('PendingConversions'),
      failure: 'reconciliation failed',
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }
}
