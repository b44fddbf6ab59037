import { Injectable } from '@nestjs/common';
import { PeriodicRunner } from '@rubrica/service-kit';
import type { StorageWorkerConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';
import { ReconcileConversionsUseCase } from './use-cases/reconcile-conversions/reconcile-conversions.use-case.js';

/** Runs the reconciliation every CONVERSION_RECONCILE_INTERVAL_MS in the worker process. */
@Injectable()
export class PendingConversionsReconciler extends PeriodicRunner {
  constructor(
    private readonly reconcile: ReconcileConversionsUseCase,
    @InjectStorageConfig() config: StorageWorkerConfig,
  ) {
    super({
      name: 'PendingConversions',
      everyMs: config.CONVERSION_RECONCILE_INTERVAL_MS,
      failure: 'reconciliation failed',
    });
  }

  protected pass(): Promise<unknown> {
    return this.reconcile.execute();
  }
}
