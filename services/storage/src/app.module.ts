import { httpProcessModule } from '@rubrica/service-kit';
import { serveFsBlobLinks } from './blob-store/serve-fs-blob-links.js';
import { connectStorageRpcServer } from './items/connect-storage-rpc-server.js';
import { ItemsModule } from './items/items.module.js';
import { storageMigrations } from './migrations/index.js';
import type { StorageConfig } from './storage.config.js';
import { STORAGE_CONFIG } from './storage-config.module.js';
import { storageEntities } from './storage.entities.js';

/** The storage HTTP process: the platform (database, NATS, Redis, probes, outbox) and the items API. */
export const AppModule = httpProcessModule((config: StorageConfig) => ({
  service: { name: 'storage', entities: storageEntities, migrations: storageMigrations },
  settings: STORAGE_CONFIG,
  imports: [ItemsModule],
  configure: async (app) => {
    // Signed links to stored files (fs driver), then request-reply (storage.get_item.v1).
    serveFsBlobLinks(app, config);
    await connectStorageRpcServer(app, config);
  },
}));
