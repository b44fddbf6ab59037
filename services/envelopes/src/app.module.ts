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
import type { EnvelopesConfig } from './envelopes.config.js';
import { envelopesEntities } from './envelopes.entities.js';
import { envelopesMigrations } from './migrations/index.js';

/** The envelopes HTTP process: its database, NATS, Redis, probes and outbox relay. */
@Module({})
export class AppModule {
  static forRoot(config: EnvelopesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'envelopes',
          entities: [...eventEntities, ...envelopesEntities],
          migrations: envelopesMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'envelopes' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'envelopes' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'envelopes' }),
      ],
    };
  }
}
