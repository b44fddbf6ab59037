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
import type { SigningConfig } from './signing.config.js';
import { signingMigrations } from './migrations/index.js';

/** The signing HTTP process: its database, NATS, Redis, probes and outbox relay. */
@Module({})
export class AppModule {
  static forRoot(config: SigningConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'signing',
          entities: [...eventEntities],
          migrations: signingMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'signing' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'signing' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'signing' }),
      ],
    };
  }
}
