import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@rubrica/service-kit';
import { ConversionsModule } from './conversions/conversions.module.js';
import { StorageJobHandlers } from './jobs/storage-job.handlers.js';
import { storageMigrations } from './migrations/index.js';
import { StorageConfigModule } from './storage-config.module.js';
import { storageEntities } from './storage.entities.js';
import type { StorageWorkerConfig } from './storage.config.js';

/**
 * The storage worker process: the platform with the same database as the HTTP process (and an
 * outbox relay of its own, so answers go out while the HTTP process is down), its queue and the
 * conversion requests' consumer.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: StorageWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        StorageConfigModule.forRoot(config),
        ServicePlatformModule.forProcess({
          name: 'storage-worker',
          config,
          service: { name: 'storage', entities: storageEntities, migrations: storageMigrations },
          jobs: { queue: 'storage', handlers: StorageJobHandlers, imports: [ConversionsModule] },
        }),
        ConversionsModule,
      ],
    };
  }
}
