import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@rubrica/service-kit';
import { ItemsModule } from './items/items.module.js';
import type { StorageConfig } from './storage.config.js';
import { storageMigrations } from './migrations/index.js';
import { StorageConfigModule } from './storage-config.module.js';
import { storageEntities } from './storage.entities.js';

/** The storage HTTP process: the platform (database, NATS, Redis, probes, outbox) and the items API. */
@Module({})
export class AppModule {
  static forRoot(config: StorageConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        StorageConfigModule.forRoot(config),
        ServicePlatformModule.forProcess({
          name: 'storage',
          config,
          service: { name: 'storage', entities: storageEntities, migrations: storageMigrations },
        }),
        ItemsModule,
      ],
    };
  }
}
