import { Module, type DynamicModule } from '@nestjs/common';
import {
  DatabaseModule,
  DatabaseReadinessCheck,
  HealthModule,
  NatsModule,
  NatsReadinessCheck,
  OutboxRelayModule,
  RedisModule,
  RedisReadinessCheck,
} from '@rubrica/service-kit';
import { ItemsModule } from './items/items.module.js';
import type { StorageConfig } from './storage.config.js';
import { storageMigrations } from './migrations/index.js';
import { StorageConfigModule } from './storage-config.module.js';
import { storageEntities } from './storage.entities.js';

/** The storage HTTP process: its database, NATS, Redis, probes, outbox relay and the items API. */
@Module({})
export class AppModule {
  static forRoot(config: StorageConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        StorageConfigModule.forRoot(config),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'storage',
          entities: storageEntities,
          migrations: storageMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'storage' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'storage' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'storage' }),
        ItemsModule,
      ],
    };
  }
}
