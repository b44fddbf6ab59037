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
import type { BillingConfig } from './billing.config.js';
import { billingMigrations } from './migrations/index.js';
import { QuotaModule } from './quota/quota.module.js';
import { SubscriptionModule } from './subscription/subscription.module.js';

/**
 * The billing HTTP process: its database, NATS, Redis, probes, outbox relay, quota answers and
 * the subscription route.
 */
@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'billing',
          entities: [...eventEntities],
          migrations: billingMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'billing' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'billing' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'billing' }),
        QuotaModule,
        SubscriptionModule,
      ],
    };
  }
}
