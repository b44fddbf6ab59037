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
import type { IdentityConfig } from './identity.config.js';
import { IdentityConfigModule } from './identity-config.module.js';
import { identityEntities } from './identity.entities.js';
import { identityFeatures } from './identity-features.js';
import { identityMigrations } from './migrations/index.js';

/** The identity HTTP process: its database, NATS, Redis, probes and outbox relay. */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'identity',
          entities: [...eventEntities, ...identityEntities],
          migrations: identityMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'identity' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'identity' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'identity' }),
        IdentityConfigModule.forRoot(config),
        ...identityFeatures,
      ],
    };
  }
}
