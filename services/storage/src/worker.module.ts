import { workerProcessModule } from '@rubrica/service-kit';
import { ConversionsModule } from './conversions/conversions.module.js';
import { StorageJobHandlers } from './jobs/storage-job.handlers.js';
import { storageMigrations } from './migrations/index.js';
import { STORAGE_CONFIG } from './storage-config.module.js';
import { storageEntities } from './storage.entities.js';
import type { StorageWorkerConfig } from './storage.config.js';

/**
 * The storage worker process: the platform with the same database as the HTTP process (and an
 * outbox relay of its own, so answers go out while the HTTP process is down), its queue and the
 * conversion requests' consumer.
 */
export const WorkerModule = workerProcessModule((_config: StorageWorkerConfig) => ({
  service: { name: 'storage', entities: storageEntities, migrations: storageMigrations },
  settings: STORAGE_CONFIG,
  jobs: { queue: 'storage', handlers: StorageJobHandlers, imports: [ConversionsModule] },
  imports: [ConversionsModule],
}));
