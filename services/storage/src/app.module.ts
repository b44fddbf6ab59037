import { Module, type DynamicModule } from '@nestjs/common';
import { eventEntities } from '@rubrica/messaging';
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
import type { StorageConfig } from './storage.config.js';
import { storageMigrations } from './migrations/index.js';

/** The storage HTTP process: its database, NATS, Redis, probes and outbox relay. */
@Module({})
export class AppModule {
  static forRoot(config: StorageConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'storage',
          entities: [...eventEntities],
          migrations: storageMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'storage' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'storage' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'storage' }),
      ],
    };
  }
}
