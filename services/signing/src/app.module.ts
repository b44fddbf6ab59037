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
import type { SigningConfig } from './signing.config.js';
import { SigningConfigModule } from './signing-config.module.js';
import { signingEntities } from './signing.entities.js';
import { signingMigrations } from './migrations/index.js';
import { SignatureProfilesModule } from './signature-profiles/signature-profiles.module.js';
import { QualifiedSignaturesModule } from './qualified-signatures/qualified-signatures.module.js';

/** The signing HTTP process: signature profiles, its database, NATS, Redis, probes and outbox relay. */
@Module({})
export class AppModule {
  static forRoot(config: SigningConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SigningConfigModule.forRoot(config),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'signing',
          entities: signingEntities,
          migrations: signingMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'signing' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'signing' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'signing' }),
        SignatureProfilesModule,
        QualifiedSignaturesModule.forRoot(config),
      ],
    };
  }
}
